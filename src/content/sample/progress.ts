import { generateProgram } from "@/domain/program/generate-program";
import { progressModelOf, type TProgressModel } from "@/domain/progress/progress-model";
import { sampleLoadDaysOf, sampleQuickDashOf, sampleSetsOf } from "./history";
import { sampleProgramInput } from "./program-input";

/** The Pro demo's statistics: the sample program (back of the hand) with 5 weeks of sample logs. */
export function sampleProgressModel(now: Date): TProgressModel {
  const items = generateProgram(sampleProgramInput("Wrist-Hand-Extensors")).groups.flatMap(
    (g) => g.items,
  );
  return progressModelOf({
    sets: sampleSetsOf(items, now),
    loads: sampleLoadDaysOf(now),
    measures: sampleQuickDashOf(now),
    sessionsPerWeek: items.map((i) => i.sessionsPerWeek),
    unit: "lbs",
    now,
  });
}
