// The lock keys of write transactions (issue 25, plan §2.8), all of them here. A transaction passes its
// keys to `store.tx(fn, { locks })`; on PostgreSQL each becomes an advisory transaction lock, taken
// before the first statement and in sorted order, so a check and the write it decides can never
// interleave with another node's. SQLite ignores them: its single writer already runs one write
// transaction at a time, which is exactly what each key restores for the transactions that share it.

/**
 * The account's limits that are counted and then written: the agent cap (a new agent_id takes a slot)
 * and the three open batches. Quotas need none: `charge` is one conditional statement.
 */
export const accountLock = (accountId: string) => `acct:${accountId}`;

/**
 * One end user's memories and facts in a project: one open fact per triple (a second statement
 * reconfirms the first, never a twin), contradiction checks that see each other, and extraction in the
 * order memories were accepted (a memory insert holds it, so jobs of one scope commit in id order).
 */
export const scopeLock = (projectId: string, userId: string | null | undefined) => `scope:${projectId}:${userId ?? ""}`;

/** The scopes of memories about to be written, with the account's lock when one of them names an agent. */
export function memoryWriteLocks(accountId: string, projectId: string, items: readonly { user_id?: string | null; agent_id?: string | null }[]): string[] {
  const keys = items.map((i) => scopeLock(projectId, i.user_id));
  if (items.some((i) => i.agent_id != null)) keys.push(accountLock(accountId));
  return [...new Set(keys)];
}

/** The sign-up windows (per address and overall), counted then written. */
export const signupLock = () => "signup";

/** The day's model calls (`model_calls:<day>`), counted before they are made. */
export const budgetLock = (dayKey: string) => `budget:${dayKey}`;

/** A batch's progress: one chunk is applied once, whichever node's runner holds the job. */
export const batchLock = (batchId: string) => `batch:${batchId}`;

/** Stamping outbox positions (events/sequence.ts): positions follow the order rows became visible. */
export const outboxSequenceLock = () => "outbox-seq";

/** Reading the outbox into deliveries: one node at a time moves the cursor. */
export const fanOutLock = () => "fanout";

/** Leasing webhook deliveries: at most one attempt in flight per endpoint across nodes. */
export const webhookClaimLock = () => "wh-claim";

