import { isSettingFlag } from "../config";

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

export interface Parsed {
  positionals: string[];
  flags: Record<string, string>;
}

/** `--name value`, `--name=value` and bare `--switch` (value "true"); everything else is positional. */
export function parseArgs(argv: string[], booleans: readonly string[] = []): Parsed {
  const positionals: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      const name = (eq === -1 ? a.slice(2) : a.slice(2, eq)).toLowerCase();
      if (!name) throw new UsageError(`bad option "${a}"`);
      if (eq !== -1) flags[name] = a.slice(eq + 1);
      else if (booleans.includes(name)) flags[name] = "true";
      else {
        const v = argv[i + 1];
        if (v === undefined || v.startsWith("--")) throw new UsageError(`option --${name} needs a value`);
        flags[name] = v;
        i++;
      }
    } else positionals.push(a);
  }
  return { positionals, flags };
}

/** Refuses options a command does not know, so a typo never silently does something else. */
export function onlyFlags(flags: Record<string, string>, allowed: readonly string[], command: string): void {
  for (const f of Object.keys(flags)) {
    if (!allowed.includes(f) && !isSettingFlag(f)) {
      throw new UsageError(`unknown option --${f} for "${command}"`);
    }
  }
}

export function need(flags: Record<string, string>, name: string, command: string): string {
  const v = flags[name];
  if (v === undefined || v === "") throw new UsageError(`"${command}" needs --${name}`);
  return v;
}
