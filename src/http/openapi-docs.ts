// What a parameter means is the same on every route that takes it, so it is written once here and
// filled into the generated OpenAPI document wherever a route's schema does not say it itself. The
// examples are real values of each id's form, so /docs' "Try it" starts from something that works
// instead of a string generated from the id pattern.

interface ParamDoc {
  description: string;
  example?: string;
}

const EXAMPLE_UUID = "0194f5e2-7c1a-7b3e-9d2f-3a5b6c7d8e9f";
const EXAMPLE_HEX = "5f0c6a1e9b2d4c7f8a3e1d6b9c2f4a7e";

const BY_NAME: Record<string, ParamDoc> = {
  memory_id: { description: "a `mem_` id as returned by add or list (get also takes the bare UUID)", example: `mem_${EXAMPLE_UUID}` },
  fact_id: { description: "a `fct_` id as returned by the facts list or a fact write", example: `fct_${EXAMPLE_UUID}` },
  job_id: { description: "the `job_` id the batch POST returned", example: `job_${EXAMPLE_HEX}` },
  end_user: { description: "the `user_id` exactly as written, percent-encoded as one path segment", example: "alice" },
  user_id: { description: "an end user's id (max 255); omitted = every end user of the key's project", example: "alice" },
  agent_id: { description: "an agent namespace (max 255); omitted = every namespace", example: "support-bot" },
  run_id: { description: "a session id (max 255)", example: "run-42" },
  subject: { description: "subject side only: exact, case-insensitive on the subject's current name (a former name finds the same entity)", example: "alice" },
  entity: { description: "subject or object side; same matching as `subject`", example: "Acme" },
  predicate: { description: "normalized like a written predicate and resolved through the project's learned vocabulary", example: "works_at" },
  predicate_family: { description: "one of preferences, instructions, people, places, work, ownership, health, financial, events, identity, other; case-insensitive", example: "work" },
  include_invalidated: { description: "also return facts no longer true (ignored with `as_of`)", example: "false" },
  action: { description: "an audit action such as read, write, fact_write, erase (max 32); an unknown one gives an empty page", example: "erase" },
  account_id: { description: "an `acc_` id: only this account's rows", example: `acc_${EXAMPLE_HEX}` },
  project_id: { description: "a `prj_` id: only this project's rows", example: `prj_${EXAMPLE_HEX}` },
};

/** Admin paths name their id `id`; its form follows the collection. */
const ADMIN_ID: [RegExp, ParamDoc][] = [
  [/^\/admin\/v1\/accounts\//, { description: "an `acc_` account id", example: `acc_${EXAMPLE_HEX}` }],
  [/^\/admin\/v1\/projects\//, { description: "a `prj_` project id", example: `prj_${EXAMPLE_HEX}` }],
  [/^\/admin\/v1\/keys\//, { description: "a `key_` key id (not the key itself)", example: `key_${EXAMPLE_HEX}` }],
  [/^\/admin\/v1\/webhooks\//, { description: "a `whk_` webhook endpoint id", example: `whk_${EXAMPLE_HEX}` }],
];

interface Parameter {
  name: string;
  in: string;
  description?: string;
  example?: unknown;
  schema?: { description?: string; minimum?: number; maximum?: number; default?: unknown; anyOf?: { type?: string; minimum?: number; maximum?: number }[] };
}

function docFor(path: string, p: Parameter): ParamDoc | null {
  if (p.name === "limit") {
    const s = p.schema ?? {};
    const num = s.anyOf?.find((x) => x.type === "integer") ?? s;
    if (typeof num.minimum === "number" && typeof num.maximum === "number") {
      return { description: `rows per page, ${num.minimum}-${num.maximum}${s.default !== undefined ? ` (default ${s.default})` : ""}` };
    }
    return { description: "rows per page" };
  }
  if (p.name === "id") return ADMIN_ID.find(([re]) => re.test(path))?.[1] ?? null;
  return BY_NAME[p.name] ?? null;
}

/** Fills missing parameter descriptions and examples in place; idempotent (the document is cached). */
export function describeParameters(doc: { paths?: Record<string, Record<string, { parameters?: Parameter[] }>> }): void {
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const op of Object.values(ops)) {
      for (const p of op.parameters ?? []) {
        const d = docFor(path, p);
        if (!d) continue;
        if (!p.description) p.description = p.schema?.description ?? d.description;
        if (p.example === undefined && d.example !== undefined) p.example = d.example;
      }
    }
  }
}
