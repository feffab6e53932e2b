import { and, count, eq, max } from "drizzle-orm";
import { first, tables, withTx } from "../../db";
import { nowTs } from "../clock";
import type { AdminCtx } from "../context";
import { invalid, notFound } from "../errors";
import { sequence } from "../events/sequence";
import { newId } from "../ids";
import { AddressRefused, checkUrl, type Resolver } from "./address";
import { auditWebhook, MAX_ENDPOINTS_PER_ACCOUNT, MAX_URL_LENGTH, toWebhookView, WEBHOOK_EVENTS, type NewWebhook } from "./internal";
import { newSecret, SECRET_PREFIX } from "./sign";

export interface CreateWebhookInput {
  url: string;
  /** Event names or `*`; a comma-separated string is accepted too (CLI). */
  events: readonly string[] | string;
  projectId?: string;
  accountId?: string;
  /** Imported endpoints only: sign with the literal secret string. */
  legacySignature?: boolean;
  /** Imported endpoints only: keep the secret the receiver already has. */
  secret?: string;
}

export function parseEvents(value: readonly string[] | string, field = "events"): string[] {
  const list = typeof value === "string" ? value.split(",").map((s) => s.trim()).filter(Boolean) : [...value];
  if (list.length === 0) throw invalid(field, `must name at least one of ${WEBHOOK_EVENTS.join(", ")} or "*"`);
  for (const [i, e] of list.entries()) {
    if (e !== "*" && !(WEBHOOK_EVENTS as readonly string[]).includes(e)) {
      throw invalid(typeof value === "string" ? field : `${field}[${i}]`, `unknown event "${e}" (known: ${WEBHOOK_EVENTS.join(", ")}, or "*")`);
    }
  }
  return list.includes("*") ? ["*"] : [...new Set(list)];
}

/** Whether a URL carries userinfo (`https://user:pass@host/`). */
export function hasCredentials(raw: string): boolean {
  try {
    const u = new URL(raw);
    return u.username !== "" || u.password !== "";
  } catch {
    return false;
  }
}

/** Checks a URL the way creation and enabling do; a refusal is a 422 naming `url`. */
export async function checkEndpointUrl(ctx: { config: { webhookAllowPrivate: boolean } }, url: string, resolve?: Resolver): Promise<void> {
  if (url.length > MAX_URL_LENGTH) throw invalid("url", `must be at most ${MAX_URL_LENGTH} characters`);
  if (hasCredentials(url)) {
    // Stored, listed and sent in clear, a password in the URL would leak; the signature authenticates us instead.
    throw invalid("url", "must not contain a user name or password (user:pass@); receivers authenticate deliveries by their signature");
  }
  try {
    await checkUrl(url, { allowPrivate: ctx.config.webhookAllowPrivate, resolve, signal: AbortSignal.timeout(15_000) });
  } catch (err) {
    if (err instanceof AddressRefused) throw invalid("url", err.message);
    if (err instanceof Error && err.name === "TimeoutError") throw invalid("url", "host could not be resolved in time");
    throw err;
  }
}

/**
 * Registers an endpoint for an account (every project) or one project. The URL is checked before the
 * transaction (DNS is async); the cap of 16 per account is checked inside it. The secret is returned
 * once and never shown again.
 */
export async function createWebhook(ctx: AdminCtx, input: CreateWebhookInput, opts: { resolve?: Resolver } = {}): Promise<NewWebhook> {
  const url = input.url.trim();
  const events = parseEvents(input.events);
  if ((input.projectId === undefined) === (input.accountId === undefined)) {
    throw invalid(input.projectId === undefined ? "project_id" : "account_id", "give exactly one of project_id (one project) or account_id (every project)");
  }
  if (input.secret !== undefined && !/^whsec_[A-Za-z0-9+/=_-]{1,256}$/.test(input.secret)) {
    throw invalid("secret", `must be ${SECRET_PREFIX} followed by 1-256 base64 characters`);
  }
  await checkEndpointUrl(ctx, url, opts.resolve);
  const secret = input.secret ?? newSecret();
  await sequence(ctx.db);
  return withTx(ctx.db, async (tx) => {
    let accountId: string;
    let projectId: string | null = null;
    if (input.projectId !== undefined) {
      const project = (await first(tx.select().from(tables.projects).where(eq(tables.projects.id, input.projectId))));
      if (!project) throw notFound("Project not found");
      accountId = project.accountId;
      projectId = project.id;
    } else {
      const account = (await first(tx.select().from(tables.accounts).where(eq(tables.accounts.id, input.accountId!))));
      if (!account) throw notFound("Account not found");
      accountId = account.id;
    }
    const w = tables.webhookEndpoints;
    const existing = (await first(tx.select({ n: count() }).from(w).where(and(eq(w.accountId, accountId)))))!.n;
    if (existing >= MAX_ENDPOINTS_PER_ACCOUNT) {
      throw invalid("account_id", `the account already has ${existing} webhook endpoints, the most allowed (${MAX_ENDPOINTS_PER_ACCOUNT}); delete one first`);
    }
    // Events already positioned existed before the endpoint (the positions were brought up to date just before).
    const start = (await first(tx.select({ pos: max(tables.outbox.pos) }).from(tables.outbox)))?.pos ?? 0;
    const row = {
      id: newId("whk_"),
      accountId,
      projectId,
      url,
      events,
      secret,
      legacySignature: input.legacySignature ?? false,
      enabled: true,
      disabledAt: null,
      outboxStart: start,
      lastSuccessAt: null,
      createdAt: nowTs(ctx.clock),
    };
    await tx.insert(w).values(row);
    await auditWebhook(tx, ctx, row, "create");
    return { ...toWebhookView(row), secret };
  });
}
