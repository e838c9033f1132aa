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
      "From your first log on 3 March 2026 to your latest on 20 November 2026, your heaviest weight went from 2 lb to 6 lb, and your best set at it went from 10 reps to 15 reps.",
    ],
    [
      "weighted, the weight equal on the two days (only those two are compared)",
      true,
      day("2026-03-03", 2, 10),
      day("2026-11-20", 2, 12),
      "lb",
      "From your first log on 3 March 2026 to your latest on 20 November 2026, your heaviest weight was 2 lb on both days, and your best set at it went from 10 reps to 12 reps.",
    ],
    [
      "weighted in kg, lighter now (said plainly, not judged)",
      true,
      day("2026-03-03", 4.5, 12),
      day("2026-11-20", 2.5, 12),
      "kg",
      "From your first log on 3 March 2026 to your latest on 20 November 2026, your heaviest weight went from 4.5 kg to 2.5 kg, and your best set at it was 12 reps on both days.",
    ],
    [
      "a weighted exercise's day without a weight, and one rep",
      true,
      day("2026-03-03", 0, 1),
      day("2026-09-20", 1, 8),
      "lb",
      "From your first log on 3 March 2026 to your latest on 20 September 2026, your heaviest weight went from no weight to 1 lb, and your best set at it went from 1 rep to 8 reps.",
    ],
    [
      "unweighted",
      false,
      day("2026-03-03", null, 3),
      day("2026-11-20", null, 8),
      "lb",
      "From your first log on 3 March 2026 to your latest on 20 November 2026, your best set went from 3 reps or holds to 8 reps or holds.",
    ],
    [
      "logged once, weighted",
      true,
      day("2026-09-27", 2, 10),
      day("2026-09-27", 2, 10),
      "lb",
      "Logged once, on 27 September 2026: heaviest weight 2 lb, best set 10 reps.",
    ],
    [
      "logged once, unweighted, one hold",
      false,
      day("2026-09-27", null, 1),
      day("2026-09-27", null, 1),
      "lb",
      "Logged once, on 27 September 2026: best set 1 rep or hold.",
    ],
  ])("%s", (_label, weighted, first, latest, unit, sentence) =>
    expect(sinceSentence({ weighted, since: { first, latest } }, unit)).toBe(sentence),
  );

  it("is empty when the whole history fits in the 8 weeks", () =>
    expect(sinceSentence({ weighted: true, since: null }, "lb")).toBe(""));
});
