import { describe, expect, it } from "vitest";
import { sinceSentence } from "./format";

const day = (d: string, weight: number | null, bestReps: number) => ({ day: d, weight, bestReps });

describe("sinceSentence: a history longer than the 8 weeks shown, in one line", () => {
  it.each([
    [
      "weighted, both moved",
      true,
      day("2026-03-03", 2, 10),
      day("2026-11-20", 6, 15),
      "lb",
      "Since your first log on 3 March 2026, your heaviest weight went from 2 to 6 lb, and your best set at it went from 10 to 15 reps.",
    ],
    [
      "weighted, the weight the same",
      true,
      day("2026-03-03", 2, 10),
      day("2026-11-20", 2, 12),
      "lb",
      "Since your first log on 3 March 2026, your heaviest weight stayed at 2 lb, and your best set at it went from 10 to 12 reps.",
    ],
    [
      "weighted in kg, lighter now (said plainly, not judged)",
      true,
      day("2026-03-03", 4.5, 12),
      day("2026-11-20", 2.5, 12),
      "kg",
      "Since your first log on 3 March 2026, your heaviest weight went from 4.5 to 2.5 kg, and your best set at it stayed at 12 reps.",
    ],
    [
      "unweighted",
      false,
      day("2026-03-03", null, 3),
      day("2026-11-20", null, 8),
      "lb",
      "Since your first log on 3 March 2026, your best set went from 3 to 8.",
    ],
  ])("%s", (_label, weighted, first, latest, unit, sentence) =>
    expect(sinceSentence({ weighted, since: { first, latest } }, unit)).toBe(sentence),
  );

  it("is empty when the whole history fits in the 8 weeks", () =>
    expect(sinceSentence({ weighted: true, since: null }, "lb")).toBe(""));
});
