import { describe, expect, it } from "vitest";
import { assessmentCompletionOf, type TCompletionProfile } from "./completion";
import { ASSESSMENT_STEPS, findFirstIncompleteStep, isStepReachable, stepFlagsOf } from "./steps";

const noFlags = stepFlagsOf(() => false);
const allFlags = stepFlagsOf(() => true);
const base: TCompletionProfile = {
  ...noFlags,
  assessmentCompleted: false,
  enduranceTest: null,
  enduranceTestDate: null,
};

describe("the step order of spec section 2", () => {
  it("lists the eight steps in order", () => {
    expect(ASSESSMENT_STEPS.map((s) => s.path)).toEqual([
      "/user-details",
      "/medical-screen",
      "/outcome-measure",
      "/pain-region",
      "/nerve-symptoms",
      "/mobility-test",
      "/endurance-test",
      "/nerve-mobility-test",
    ]);
  });

  it.each(ASSESSMENT_STEPS.map((s, i) => [s.path, i] as const))(
    "%s is reachable only when the step before it is done",
    (path, index) => {
      const before = ASSESSMENT_STEPS[index - 1];
      if (!before) {
        expect(isStepReachable(path, noFlags)).toBe(true);
        return;
      }
      expect(isStepReachable(path, { ...allFlags, [before.flag]: false })).toBe(false);
      expect(isStepReachable(path, { ...noFlags, [before.flag]: true })).toBe(true);
    },
  );

  it.each(ASSESSMENT_STEPS.map((s, i) => [i, s.path] as const))(
    "with %i steps done the first incomplete is %s",
    (done, path) => {
      const flags = { ...noFlags };
      for (const s of ASSESSMENT_STEPS.slice(0, done)) flags[s.flag] = true;
      expect(findFirstIncompleteStep(flags)).toBe(path);
    },
  );

  it("has no incomplete step when all eight are done", () => {
    expect(findFirstIncompleteStep(allFlags)).toBeNull();
  });
});

describe("assessment completion, spec 4", () => {
  it.each<[string, TCompletionProfile | null | undefined, boolean, string]>([
    ["missing document", null, false, "incomplete"],
    ["undefined document", undefined, true, "incomplete"],
    ["nothing done", base, false, "incomplete"],
    ["assessmentCompleted true", { ...base, assessmentCompleted: true }, false, "complete"],
    ["all eight flags true", { ...base, ...allFlags }, false, "complete"],
    [
      "seven flags true",
      { ...base, ...allFlags, nerveMobilityTestCompleted: false },
      false,
      "incomplete",
    ],
    [
      "non-pro, endurance seconds saved, endurance not completed",
      { ...base, enduranceTest: { wristFlexorsTest: 40 } },
      false,
      "intermediate",
    ],
    [
      "non-pro, only an endurance date",
      { ...base, enduranceTestDate: "2026-11-01T00:00:00Z" },
      false,
      "intermediate",
    ],
    [
      "non-pro, only a summary field",
      { ...base, wristExtensorEndurance: 30 },
      false,
      "intermediate",
    ],
    [
      "non-pro, intermediate even with assessmentCompleted",
      { ...base, assessmentCompleted: true, enduranceTestDate: new Date() },
      false,
      "intermediate",
    ],
    [
      "non-pro, endurance data and endurance completed",
      { ...base, ...allFlags, enduranceTest: { wristFlexorsTest: 40 } },
      false,
      "complete",
    ],
    [
      "non-pro, an empty endurance object is not data",
      { ...base, enduranceTest: {} },
      false,
      "incomplete",
    ],
    [
      "pro skips the endurance check",
      { ...base, enduranceTest: { wristFlexorsTest: 40 } },
      true,
      "incomplete",
    ],
    [
      "pro with assessmentCompleted and unfinished endurance",
      { ...base, assessmentCompleted: true, enduranceTestDate: new Date() },
      true,
      "complete",
    ],
  ])("%s -> %s", (_label, profile, isPro, expected) => {
    expect(assessmentCompletionOf(profile, { isPro })).toBe(expected);
  });

  it("treats any error while checking as incomplete", () => {
    const throwing = new Proxy(base, {
      get(target, key) {
        if (key === "assessmentCompleted") throw new Error("corrupt document");
        return target[key as keyof typeof target];
      },
    });
    expect(assessmentCompletionOf(throwing, { isPro: false })).toBe("incomplete");
  });
});
