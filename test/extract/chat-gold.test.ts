// The chat gold set (test/fixtures/chat/, written blind to the extractor): floors at the figures measured
// when this test was written (bench/chatfacts.ts prints them). First contact, before any change, is in
// test/fixtures/chat/FIRST-CONTACT.md. Scored as totals only.
import { expect, test } from "bun:test";
import { loadChatGold, scoreChatGold } from "./chat-score";

test("chat gold set: precision, recall, instructions, speakers and fragments hold their measured floors", async () => {
  const s = await scoreChatGold(loadChatGold());
  expect(s.precision).toBeGreaterThanOrEqual(0.86);
  expect(s.recall).toBeGreaterThanOrEqual(0.69);
  expect(s.instructionRecall).toBeGreaterThanOrEqual(0.9);
  expect(s.speakerSubject / s.fromLines).toBeGreaterThanOrEqual(0.9);
  expect(s.subjectErrors).toBe(0);
  // Items labelled [] between friends and with captions get nothing.
  expect(s.falsePositiveItems.friends!.withFacts).toBe(0);
  expect(s.falsePositiveItems.captions!.withFacts).toBe(0);
});
