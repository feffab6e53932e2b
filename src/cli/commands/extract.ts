import { explainRules, rulesExtractor } from "../../extract/rules";
import { withSpeakers } from "../../extract/speakers";
import type { CandidateFact } from "../../extract/types";
import { onlyFlags, UsageError } from "../args";
import type { Command } from "../index";

/**
 * `engram extract "text" [--explain] [--now ISO] [--json]`: what the built-in rules extractor reads in a text,
 * with no database and no model. --explain adds each clause as the rules saw it, the rewrites that changed
 * it and the table rules that matched but said nothing; every fact names the rule that made it.
 */
export const extractCommand: Command = async (args, flags, _config, io) => {
  onlyFlags(flags, ["explain", "now", "json"], "extract");
  const text = args.join(" ").trim();
  if (!text) throw new UsageError('usage: engram extract "TEXT" [--explain] [--now ISO_DATE] [--json]');
  const now = flags.now ?? new Date().toISOString();
  if (Number.isNaN(Date.parse(now))) throw new UsageError(`--now must be an ISO 8601 date, got "${now}"`);
  // The facts as the server would store them: after the speaker stage (an assistant's line gives none,
  // another person's are theirs); the clauses explained are the rules' reading of the whole text.
  const { clauses } = explainRules({ text, now });
  const extraction = await withSpeakers(rulesExtractor).extract({ text, now });
  const explain = flags.explain === "true";
  if (flags.json) {
    io.out(JSON.stringify(explain ? { clauses, facts: extraction.facts, aliases: extraction.aliases } : { facts: extraction.facts, aliases: extraction.aliases }));
    return 0;
  }
  if (explain) {
    for (const c of clauses) {
      io.out(`clause: ${c.clause.trim()}`);
      if (c.read !== undefined && c.read !== c.clause.trim()) io.out(`  read as: ${c.read}`);
      if (c.rewrites.length) io.out(`  rewrites: ${c.rewrites.join(", ")}`);
      if (c.tried.length) io.out(`  matched, said nothing: ${c.tried.join(", ")}`);
    }
  }
  io.out(extraction.facts.length ? "facts:" : "facts: none");
  for (const f of extraction.facts) io.out(`  ${line(f)}`);
  for (const a of extraction.aliases) io.out(`alias: ${a.from} → ${a.to} (${a.subject_type})`);
  return 0;
};

function line(f: CandidateFact): string {
  const dates = [f.valid_from && `from ${f.valid_from}`, f.valid_until && `until ${f.valid_until}`].filter(Boolean).join(" ");
  const why = [`rule ${f.rule ?? "?"}`, f.rewrites?.length ? `rewrites ${f.rewrites.join(", ")}` : ""].filter(Boolean).join("; ");
  return `${f.subject} | ${f.predicate} | ${f.object} | ${f.tense}${dates ? ` ${dates}` : ""} | confidence ${f.confidence} | ${why}`;
}
