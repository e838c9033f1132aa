import { describe, expect, it } from "vitest";
import { nextStepOf, type TNextStepInput } from "./next-step";

const settled: TNextStepInput = {
  assessmentCompleted: true,
  recentMaxPain: 2,
  exercisesDue: 0,
  canTrackLoad: true,
  loadLoggedToday: true,
  quickDashRetakeDue: false,
};

describe("the dashboard's next step", () => {
  it.each<[string, Partial<TNextStepInput>, ReturnType<typeof nextStepOf>]>([
    [
      "assessment not finished comes first",
      { assessmentCompleted: false, recentMaxPain: 9 },
      "finish-assessment",
    ],
    [
      "recent pain 6 means easing off, before exercises",
      { recentMaxPain: 6, exercisesDue: 3 },
      "ease-off",
    ],
    ["recent pain 7 means easing off", { recentMaxPain: 7 }, "ease-off"],
    ["recent pain 5 is not high", { recentMaxPain: 5 }, "all-done"],
    ["no recent logs is not high pain", { recentMaxPain: null, exercisesDue: 1 }, "do-exercises"],
    [
      "exercises due come before the load log",
      { exercisesDue: 1, loadLoggedToday: false },
      "do-exercises",
    ],
    ["no exercises due and no load log today", { loadLoggedToday: false }, "log-load"],
    [
      "without load tracking, no load prompt",
      { canTrackLoad: false, loadLoggedToday: false },
      "all-done",
    ],
    [
      "load log before the retake",
      { loadLoggedToday: false, quickDashRetakeDue: true },
      "log-load",
    ],
    ["retake when everything else is done", { quickDashRetakeDue: true }, "retake-quickdash"],
    [
      "free user with a retake due",
      { canTrackLoad: false, loadLoggedToday: false, quickDashRetakeDue: true },
      "retake-quickdash",
    ],
    ["everything done", {}, "all-done"],
  ])("%s", (_, change, expected) => {
    expect(nextStepOf({ ...settled, ...change })).toBe(expected);
  });
});
