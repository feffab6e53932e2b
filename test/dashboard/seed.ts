import type { TestApp } from "../helpers/app";

/**
 * An account with one end user whose home moved: "Lisbon" (from January 2025) is closed by "Berlin"
 * (from March 2026), both from memories, so the facts have source memories and one supersedes the other.
 */
export async function seedMovedUser(t: TestApp, userId = "ana") {
  const s = await t.signUp({ name: "Seeded" });
  const lisbon = await t.addMemory(s.api_key, { content: "I live in Lisbon.", user_id: userId, timestamp: "2025-01-10T09:00:00Z" });
  await t.drain();
  const berlin = await t.addMemory(s.api_key, { content: "I moved to Berlin.", user_id: userId, timestamp: "2026-03-01T09:00:00Z" });
  await t.drain();
  const facts = (await t.json("GET", `/v1/facts?user_id=${userId}&include_invalidated=true`, { key: s.api_key })).body.facts as {
    id: string;
    object: string;
    invalidated_by: string | null;
    source_memory_id: string | null;
  }[];
  const old = facts.find((f) => /lisbon/i.test(f.object));
  const now = facts.find((f) => /berlin/i.test(f.object));
  if (!old || !now || old.invalidated_by !== now.id) throw new Error(`seed: expected Lisbon closed by Berlin, got ${JSON.stringify(facts)}`);
  return { s, userId, lisbon, berlin, old, now };
}
