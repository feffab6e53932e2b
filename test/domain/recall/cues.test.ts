import { describe, expect, test } from "bun:test";
import { cueWeighted, DATE_PENALTY, DATE_SLACK_DAYS, inPeriod, periodsOf, SPEAKER_PENALTY, speakerLabel, type CandidateInfo } from "../../../src/domain/recall/cues";

const info = (rows: [number, string, string][]) => new Map<number, CandidateInfo>(rows.map(([seq, head, at]) => [seq, { head, at }]));
const DAY = "2025-03-10T12:00:00Z";

describe("speaker labels", () => {
  test("one to three capitalised words and a colon opening the text", () => {
    expect(speakerLabel("Caroline: I went to the support group")).toBe("Caroline");
    expect(speakerLabel("Mary Ann Lee: hi")).toBe("Mary Ann Lee");
    expect(speakerLabel("User: what is the time?")).toBe("User");
    expect(speakerLabel("Note to self: buy milk")).toBeNull(); // "to" is not capitalised
    expect(speakerLabel("the plan: leave at 9")).toBeNull();
    expect(speakerLabel("Remember this")).toBeNull();
  });

  test("candidates labelled with a speaker the query does not name lose SPEAKER_PENALTY of their score", () => {
    const fused = [{ seq: 1, score: 0.8 }, { seq: 2, score: 0.7 }, { seq: 3, score: 0.6 }, { seq: 4, score: 0.5 }];
    const cands = info([[1, "Ben: Ana, how was the pottery class?", DAY], [2, "Ana: my bowl came out lopsided", DAY], [3, "bought clay online", DAY], [4, "Ana: loved it", DAY]]);
    const out = cueWeighted(fused, "What did Ana make in pottery class?", cands);
    expect(SPEAKER_PENALTY).toBe(0.3);
    expect(out).toEqual([{ seq: 2, score: 0.7 }, { seq: 3, score: 0.6 }, { seq: 1, score: 0.8 * (1 - SPEAKER_PENALTY) }, { seq: 4, score: 0.5 }]);
    // A query naming no speaker, or every one of them, keeps every score.
    expect(cueWeighted(fused, "What came out of the pottery class?", cands)).toEqual(fused);
    expect(cueWeighted(fused, "What did Ana and Ben talk about?", cands)).toEqual(fused);
    // A name is a capitalised word of the query: "ana" in lower case names no one.
    expect(cueWeighted(fused, "what did ana make in pottery class?", cands)).toEqual(fused);
  });
});

describe("dates in the query", () => {
  test("a day, a month of a year, a month alone after a time word, a year; 'May I' is no date", () => {
    expect(periodsOf("What did Gina find on 1 February, 2023?")).toEqual([{ year: 2023, month: 2, day: 1 }]);
    expect(periodsOf("What painting did she show on October 13, 2023?")).toEqual([{ year: 2023, month: 10, day: 13 }]);
    expect(periodsOf("What did they paint in July 2023?")).toEqual([{ year: 2023, month: 7, day: 0 }]);
    expect(periodsOf("When did Melanie go camping in June?")).toEqual([{ year: 0, month: 6, day: 0 }]);
    expect(periodsOf("How often did he swim in 2024?")).toEqual([{ year: 2024, month: 0, day: 0 }]);
    expect(periodsOf("May I ask what you did?")).toEqual([]);
    expect(periodsOf("What did I cook last week?")).toEqual([]);
  });

  test("a memory falls in a period from its start to DATE_SLACK_DAYS after its end", () => {
    const june = { year: 0, month: 6, day: 0 };
    expect(inPeriod("2023-06-01T00:00:00Z", june, DATE_SLACK_DAYS)).toBe(true);
    expect(inPeriod("2023-05-31T23:59:00Z", june, DATE_SLACK_DAYS)).toBe(false);
    const after = new Date(Date.UTC(2023, 6, 1) + (DATE_SLACK_DAYS - 1) * 86_400_000).toISOString();
    const late = new Date(Date.UTC(2023, 6, 1) + (DATE_SLACK_DAYS + 1) * 86_400_000).toISOString();
    expect(inPeriod(after, june, DATE_SLACK_DAYS)).toBe(true);
    expect(inPeriod(late, june, DATE_SLACK_DAYS)).toBe(false);
    // A month of any year: the year the memory was said (or the one before, for a December told in January).
    expect(inPeriod("2019-06-15T00:00:00Z", june, 0)).toBe(true);
    expect(inPeriod("2023-10-13T20:00:00Z", { year: 2023, month: 10, day: 13 }, 0)).toBe(true);
    expect(inPeriod("2023-10-14T00:00:00Z", { year: 2023, month: 10, day: 13 }, 0)).toBe(false);
    expect(inPeriod("2022-10-13T10:00:00Z", { year: 2023, month: 10, day: 13 }, 0)).toBe(false);
  });

  test("candidates dated outside every period the query names lose DATE_PENALTY of their score", () => {
    const fused = [{ seq: 1, score: 0.8 }, { seq: 2, score: 0.7 }];
    const cands = info([[1, "baked sourdough bread", "2025-06-02T09:00:00Z"], [2, "baked a lemon tart for the sale", "2025-03-20T09:00:00Z"]]);
    expect(DATE_PENALTY).toBe(0.35);
    expect(cueWeighted(fused, "What did I bake in March 2025?", cands)).toEqual([{ seq: 2, score: 0.7 }, { seq: 1, score: 0.8 * (1 - DATE_PENALTY) }]);
    expect(cueWeighted(fused, "What did I bake?", cands)).toEqual(fused);
  });
});
