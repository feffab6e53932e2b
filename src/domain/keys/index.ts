import { createHash } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { Tier } from "../../config";
import { first, tables, withTx, type Tx } from "../../db";
import { formatTs, nowTs } from "../clock";
import { SCOPES, type AdminCtx, type Principal, type Runtime, type Scope } from "../context";
import { DomainError, invalid, notFound } from "../errors";
import { newId, randomBase62 } from "../ids";
import { recordAuditFor } from "../audit/record";

export const KEY_PREFIX = "svc_self_";
const HOSTED_PREFIX = "svc_live_";
const KEY_SHAPE = /^svc_self_[0-9A-Za-z]{40}$/;

export interface KeyView {
  id: string;
  account_id: string;
  project_id: string;
  prefix: string;
  scopes: Scope[];
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface NewKey extends KeyView {
  api_key: string;
}

export const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

function toKeyView(row: typeof tables.apiKeys.$inferSelect): KeyView {
  return {
    id: row.id,
    account_id: row.accountId,
    project_id: row.projectId,
    prefix: row.keyPrefix,
    scopes: row.scopes as Scope[],
    expires_at: row.expiresAt,
    revoked_at: row.revokedAt,
    created_at: row.createdAt,
  };
}

export function parseScopes(value: readonly string[] | string, field = "scopes"): Scope[] {
  const list = typeof value === "string" ? value.split(",").map((s) => s.trim()).filter(Boolean) : [...value];
  if (list.length === 0) throw invalid(field, `must name at least one of ${SCOPES.join(", ")}`);
  for (const [i, s] of list.entries()) {
    if (!(SCOPES as readonly string[]).includes(s)) {
      throw invalid(typeof value === "string" ? field : `${field}[${i}]`, `unknown scope "${s}" (known: ${SCOPES.join(", ")})`);
    }
  }
  return [...new Set(list)] as Scope[];
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** `30d`, `12h`, `90m`, `45s`: a key lifetime. */
export function parseExpiresIn(value: string, field = "expires_in"): number {
  const m = /^(\d{1,6})([smhd])$/.exec(value.trim());
  if (!m || Number(m[1]) === 0) throw invalid(field, 'must be a positive duration such as "30d", "12h", "90m" or "45s"');
  return Number(m[1]) * UNIT_SECONDS[m[2]!]!;
}

export async function insertKey(
  tx: Tx,
  rt: Runtime,
  input: { accountId: string; projectId: string; scopes: Scope[]; expiresInSeconds?: number; actor?: "rest" | "dashboard" },
): Promise<NewKey> {
  const apiKey = KEY_PREFIX + randomBase62(40);
  const now = rt.clock.nowMicros();
  const row = {
    id: newId("key_"),
    accountId: input.accountId,
    projectId: input.projectId,
    keyHash: hashKey(apiKey),
    keyPrefix: apiKey.slice(0, KEY_PREFIX.length + 4),
    scopes: input.scopes,
    expiresAt: input.expiresInSeconds ? formatTs(now + input.expiresInSeconds * 1_000_000) : null,
    revokedAt: null,
    createdAt: formatTs(now),
  };
  await tx.insert(tables.apiKeys).values(row);
  await recordAuditFor(tx, { accountId: input.accountId, projectId: input.projectId, actor: input.actor ?? "dashboard", ip: null, clock: rt.clock }, {
    action: "key_create",
    targetId: row.id,
    meta: { scopes: input.scopes },
  });
  return { ...toKeyView(row), api_key: apiKey };
}

export async function createKey(
  ctx: AdminCtx,
  input: { projectId: string; scopes: readonly string[] | string; expiresIn?: string },
): Promise<NewKey> {
  const scopes = parseScopes(input.scopes);
  const expiresInSeconds = input.expiresIn === undefined ? undefined : parseExpiresIn(input.expiresIn);
  return withTx(ctx.db, async (tx) => {
    const project = (await first(tx.select().from(tables.projects).where(eq(tables.projects.id, input.projectId))));
    if (!project) throw notFound("Project not found");
    return await insertKey(tx, ctx, { accountId: project.accountId, projectId: project.id, scopes, expiresInSeconds });
  });
}

export async function listKeys(ctx: Runtime, filter: { projectId?: string } = {}): Promise<KeyView[]> {
  const q = ctx.db.select().from(tables.apiKeys);
  const rows = filter.projectId
    ? await q.where(eq(tables.apiKeys.projectId, filter.projectId)).orderBy(desc(tables.apiKeys.createdAt))
    : await q.orderBy(desc(tables.apiKeys.createdAt));
  return rows.map(toKeyView);
}

export async function revokeKey(ctx: AdminCtx, id: string): Promise<KeyView> {
  return withTx(ctx.db, async (tx) => {
    const row = (await first(tx.select().from(tables.apiKeys).where(eq(tables.apiKeys.id, id))));
    if (!row) throw notFound("Key not found");
    if (row.revokedAt) return toKeyView(row);
    const revokedAt = nowTs(ctx.clock);
    await tx.update(tables.apiKeys).set({ revokedAt }).where(eq(tables.apiKeys.id, id));
    await recordAuditFor(tx, { accountId: row.accountId, projectId: row.projectId, actor: ctx.actor, ip: ctx.ip, clock: ctx.clock }, { action: "key_revoke", targetId: id });
    return toKeyView({ ...row, revokedAt });
  });
}

/** Moves a key to another project of the same account (a key never changes account). */
export async function moveKey(ctx: AdminCtx, id: string, projectId: string): Promise<KeyView> {
  return withTx(ctx.db, async (tx) => {
    const row = (await first(tx.select().from(tables.apiKeys).where(eq(tables.apiKeys.id, id))));
    if (!row) throw notFound("Key not found");
    const project = (await first(tx.select().from(tables.projects).where(eq(tables.projects.id, projectId))));
    if (!project) throw notFound("Project not found");
    if (project.accountId !== row.accountId) throw invalid("project_id", "must be a project of the key's own account");
    await tx.update(tables.apiKeys).set({ projectId }).where(eq(tables.apiKeys.id, id));
    await recordAuditFor(tx, { accountId: row.accountId, projectId, actor: ctx.actor, ip: ctx.ip, clock: ctx.clock }, {
      action: "key_change",
      targetId: id,
      meta: { op: "move", from: row.projectId, to: projectId },
    });
    return toKeyView({ ...row, projectId });
  });
}

const authSql = (keyHash: string) => sql`
  select k.id as "keyId", k.account_id as "accountId", k.project_id as "projectId", k.scopes as scopes,
         k.expires_at as "expiresAt", a.tier as tier
  from api_keys k join accounts a on a.id = k.account_id
  where k.key_hash = ${keyHash} and k.revoked_at is null`;
type AuthRow = { keyId: string; accountId: string; projectId: string; scopes: string; expiresAt: string | null; tier: Tier };

const unauthorized = (why: string) =>
  new DomainError("invalid_key", `Invalid or missing API key: ${why}`, {}, { "WWW-Authenticate": "Bearer" });

/**
 * Resolves an Authorization header to its key's principal. Runs on every request, so it is one
 * statement on the key hash (prepared once per connection); revocation is a column read here, effective at once.
 */
export async function authenticate(rt: Pick<Runtime, "store" | "config" | "clock">, header: string | null): Promise<Principal> {
  if (!header) throw unauthorized("no Authorization header with a Bearer key was sent.");
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!m) throw unauthorized("the Authorization header is not of the form `Bearer <API_KEY>`.");
  const token = m[1]!;
  if (token.startsWith(HOSTED_PREFIX)) {
    throw unauthorized(
      `this is a hosted-service key (svc_live_...), but this server is a self-hosted Engram install at ` +
        `${rt.config.publicUrl}. Hosted keys do not work here: create a local key with ` +
        "`engram keys create --project <id> --scopes memories:read,memories:write` or sign up with POST /v1/agents/init.",
    );
  }
  if (!KEY_SHAPE.test(token)) throw unauthorized("the Bearer token is not an API key (keys begin with svc_self_).");
  const row = await rt.store.sql.one<AuthRow>(rt.store.db, authSql(hashKey(token)));
  if (!row || (row.expiresAt !== null && row.expiresAt <= nowTs(rt.clock))) {
    throw unauthorized("no live key matches (unknown, revoked or expired).");
  }
  return {
    accountId: row.accountId,
    projectId: row.projectId,
    keyId: row.keyId,
    scopes: JSON.parse(row.scopes) as Scope[],
    tier: row.tier,
  };
}
