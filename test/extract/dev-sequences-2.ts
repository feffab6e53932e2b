// A second batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and,
// like it, written from the held-out README only). The first batch mostly states each fact head-on in a
// short sentence; this one deliberately does not: the fact is one clause in a chatty message, told as news
// or through an event ("first day at Figma went great", "my KPMG laptop went back today"), plans come in
// many forms (closing on a house, a visa, "the plan was X but"), likes are repeated in other words, and
// corrections and endings are phrased every which way. Where a message states nothing checkable, nothing
// is expected of it.
import type { DevSequence } from "./dev-sequences";
import { devData } from "./dev-data";

export const DEV_SEQUENCES_2: DevSequence[] = devData("dev-sequences-2.jsonl");
