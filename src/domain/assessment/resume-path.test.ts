import { describe, expect, it } from "vitest";
import { resumePathOf } from "./resume-path";
import { ASSESSMENT_STEPS, stepFlagsOf, type TStepFlag } from "./steps";

const doneUpTo = (n: number) =>
  stepFlagsOf((flag: TStepFlag) => ASSESSMENT_STEPS.findIndex((s) => s.flag === flag) < n);
const user = (n: number, completion: "complete" | "incomplete" | "intermediate" | "error") => ({
  subscribed: false,
  flags: doneUpTo(n),
  completion,
  guidedTourCompleted: false,
  safetyPaused: false,
});

describe("resumePathOf: where sign-in lands with no returnTo", () => {
  it.each([
    [0, "incomplete", "/user-details"],
    [1, "incomplete", "/medical-screen"],
    [2, "incomplete", "/outcome-measure"],
    [3, "incomplete", "/pain-region"],
    [4, "incomplete", "/nerve-symptoms"],
    [5, "incomplete", "/mobility-test"],
    [6, "incomplete", "/endurance-test"],
    [7, "incomplete", "/nerve-mobility-test"],
    [6, "intermediate", "/endurance-test"],
    [8, "complete", "/exercise-program"],
    [3, "error", "/user-details"],
  ] as const)("%d steps done, %s: %s", (n, completion, path) =>
    expect(resumePathOf(user(n, completion))).toBe(path),
  );

  it.each([
    [false, "/exercise-program"],
    [true, "/dashboard"],
  ])("assessment complete, tour done %s: %s (spec 4, issue #19)", (done, path) =>
    expect(resumePathOf({ ...user(8, "complete"), guidedTourCompleted: done })).toBe(path),
  );

  it.each([
    [8, "complete", "/medical-screen"],
    [1, "incomplete", "/medical-screen"],
    [3, "error", "/user-details"],
  ] as const)("red flag unresolved, %d steps done, %s: %s", (n, completion, path) =>
    expect(resumePathOf({ ...user(n, completion), safetyPaused: true })).toBe(path),
  );
});
