import { describe, expect, it } from "vitest";
import {
  isOnboardingOpen,
  isOnboardingSlug,
  nextOnboardingStep,
  ONBOARDING_STEPS,
  onboardingNumberOf,
  previousOnboardingStep,
  resumeOnboardingStep,
  withStepDone,
} from "./onboarding-steps";

describe("the onboarding steps", () => {
  it("are four, in this order", () =>
    expect(ONBOARDING_STEPS.map((s) => s.slug)).toEqual([
      "your-program",
      "logging",
      "pain-and-dose",
      "reminder",
    ]));

  it.each([
    ["your-program", 1, null, "logging"],
    ["logging", 2, "your-program", "pain-and-dose"],
    ["pain-and-dose", 3, "logging", "reminder"],
    ["reminder", 4, "pain-and-dose", null],
  ] as const)("%s is step %i, after %s, before %s", (slug, n, previous, next) => {
    expect(onboardingNumberOf(slug)).toBe(n);
    expect(previousOnboardingStep(slug)).toBe(previous);
    expect(nextOnboardingStep(slug)).toBe(next);
  });

  it.each([
    ["your-program", true],
    ["reminder", true],
    ["Reminder", false],
    ["", false],
    ["../account", false],
    ["toString", false],
  ])("isOnboardingSlug(%j) is %s", (value, expected) =>
    expect(isOnboardingSlug(value)).toBe(expected),
  );
});

describe("resumeOnboardingStep", () => {
  it.each([
    [[], "your-program"],
    [["your-program"], "logging"],
    [["your-program", "logging"], "pain-and-dose"],
    // Read out of order (a step opened directly): the first unread one.
    [["logging"], "your-program"],
    [["your-program", "logging", "pain-and-dose"], "reminder"],
    [["your-program", "logging", "pain-and-dose", "reminder"], null],
    [["something-else"], "your-program"],
  ])("after %j: %s", (done, expected) => expect(resumeOnboardingStep(done)).toBe(expected));
});

describe("withStepDone", () => {
  it.each([
    [[], "logging", ["logging"]],
    [["logging"], "logging", ["logging"]],
    [["reminder"], "your-program", ["your-program", "reminder"]],
    [["old-step", "logging"], "pain-and-dose", ["logging", "pain-and-dose"]],
  ] as const)("%j + %s = %j", (done, slug, expected) =>
    expect(withStepDone(done, slug)).toEqual(expected),
  );
});

describe("isOnboardingOpen", () => {
  const at = new Date("2026-11-25T10:00:00Z");
  it.each([
    [null, null, true],
    [at, null, false],
    [null, at, false],
    [at, at, false],
  ])("finished %s, put aside %s: %s", (finished, skipped, expected) =>
    expect(isOnboardingOpen({ onboardingFinishedAt: finished, onboardingSkippedAt: skipped })).toBe(
      expected,
    ),
  );
});
