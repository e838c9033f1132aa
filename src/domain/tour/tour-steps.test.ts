// The guided tour's steps (spec: "Guided tour (13 steps)"): the welcome plus thirteen numbered
// steps, on the right pages, anchored where the spec says, with spec 9's timings.
import { describe, expect, it } from "vitest";
import {
  ABOUT_PLAN_AUTO_ADVANCE_MS,
  CONTINUE_TO_ABOUT_PLAN,
  DASHBOARD_SEARCH_DELAY_MS,
  firstStepIndexOn,
  LAST_STEP_INDEX,
  PAGE_SEARCH_DELAY_MS,
  stepIndexOf,
  stepLabelOf,
  stepNumberOf,
  TARGET_RETRY_MS,
  TARGET_TRIES,
  TOUR_STEP_COUNT,
  TOUR_STEPS,
  type TTourStep,
  targetSearchDelayOf,
  tourStepAt,
} from "./tour-steps";

describe("the steps, in order", () => {
  it.each([
    // index, id, page, kind, target, side, proTeaser, nextLabel
    [0, "results-intro", "/exercise-program", "modal", undefined, undefined, false, "Start tour"],
    [
      1,
      "strength-exercise-card",
      "/exercise-program",
      "anchored",
      "strength-exercise-card",
      "left",
      false,
      "Next",
    ],
    [2, "log-button", "/exercise-program", "anchored", "log-button", "bottom", true, "Next"],
    [3, "info-tooltips", "/exercise-program", "anchored", "info-tooltips", "bottom", false, "Next"],
    [
      4,
      "quick-log-button",
      "/exercise-program",
      "anchored",
      "quick-log-button",
      "left",
      true,
      "Next",
    ],
    [5, "pro-tracking-demo", "/exercise-program", "modal", undefined, undefined, true, "Next"],
    [
      6,
      "navigate-about-plan",
      "/exercise-program",
      "anchored",
      "continue-to-about-plan",
      "right",
      false,
      null,
    ],
    [7, "pain-regions", "/about-plan", "anchored", "pain-regions", "left", true, "Next"],
    [8, "page-sections", "/about-plan", "modal", undefined, undefined, false, "Next"],
    [
      9,
      "exercise-guidelines",
      "/about-plan",
      "anchored",
      "exercise-guidelines",
      "top",
      false,
      "Next",
    ],
    [10, "pain-science", "/about-plan", "anchored", "pain-science", "top", false, "Next"],
    [
      11,
      "navigate-education",
      "/about-plan",
      "anchored",
      "wrist-pain-education",
      "right",
      false,
      "Next",
    ],
    [12, "dashboard-actions", "/dashboard", "anchored", "dashboard-actions", "left", false, "Next"],
    [13, "load-tracking-demo", "/dashboard", "modal", undefined, undefined, true, "Complete"],
  ] as const)(
    "%i: %s on %s, %s, target %s, %s, Pro teaser %s, forward button %s",
    (index, id, page, kind, target, side, proTeaser, nextLabel) => {
      const step: TTourStep | undefined = TOUR_STEPS[index];
      expect(step).toMatchObject({ id, page, kind, proTeaser, nextLabel });
      expect(step?.target).toBe(target);
      expect(step?.side).toBe(side);
    },
  );

  it("has the welcome and thirteen numbered steps, fourteen in all", () => {
    expect(TOUR_STEPS).toHaveLength(14);
    expect(TOUR_STEP_COUNT).toBe(13);
    expect(LAST_STEP_INDEX).toBe(13);
  });

  it.each([
    // page, all steps, numbered steps (the welcome is on /exercise-program)
    ["/exercise-program", 7, 6],
    ["/about-plan", 5, 5],
    ["/dashboard", 2, 2],
  ] as const)("%s holds %i steps, %i of them numbered", (page, all, numbered) => {
    const indexes = TOUR_STEPS.flatMap((s, i) => (s.page === page ? [i] : []));
    expect(indexes).toHaveLength(all);
    expect(indexes.filter((i) => stepNumberOf(i) !== null)).toHaveLength(numbered);
  });

  it("keeps each page's steps together, so the tour visits each page once", () => {
    expect([...new Set(TOUR_STEPS.map((s) => s.page))]).toEqual([
      "/exercise-program",
      "/about-plan",
      "/dashboard",
    ]);
    const changes = TOUR_STEPS.filter((s, i) => i > 0 && TOUR_STEPS[i - 1]?.page !== s.page);
    expect(changes.map((s) => s.id)).toEqual(["pain-regions", "dashboard-actions"]);
  });

  it("gives every step a unique kebab-case id and every anchored step a unique target", () => {
    const ids = TOUR_STEPS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const targets = TOUR_STEPS.flatMap((s) => (s.kind === "anchored" ? [s.target] : []));
    expect(new Set(targets).size).toBe(targets.length);
    for (const target of targets) expect(target).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("asks for the Continue to About Plan click only on the about-plan navigation step", () => {
    expect(CONTINUE_TO_ABOUT_PLAN).toBe("Continue to About Plan");
    const clicks = TOUR_STEPS.flatMap((s) =>
      "requiresClick" in s ? [[s.id, s.requiresClick]] : [],
    );
    expect(clicks).toEqual([["navigate-about-plan", "Continue to About Plan"]]);
  });
});

describe("the copy", () => {
  it.each(TOUR_STEPS.map((s) => [s.id, s] as const))(
    "%s: a title and one or two sentences",
    (_id, step) => {
      expect(step.title.length).toBeGreaterThan(0);
      expect(step.title.length).toBeLessThanOrEqual(40);
      const sentences = step.body.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== "");
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
      expect(step.body).toMatch(/[.!?]$/);
    },
  );

  it.each(TOUR_STEPS.map((s) => [s.id, s] as const))(
    "%s: says Pro exactly when it teases Pro",
    (_id, step) => {
      expect(/\bPro\b/.test(step.body)).toBe(step.proTeaser);
    },
  );

  it("teases the Pro features the spec names: pain regions and advanced tracking", () => {
    expect(tourStepAt(stepIndexOf("pain-regions"))?.body).toContain(
      "Adding or removing pain regions",
    );
    expect(tourStepAt(stepIndexOf("pain-regions"))?.body).toContain("part of Pro");
    expect(tourStepAt(stepIndexOf("pro-tracking-demo"))?.body).toContain("advanced tracking");
  });

  it.each(TOUR_STEPS.map((s) => [s.id, s] as const))(
    "%s: makes no diagnosis or promise",
    (_id, step) => {
      expect(step.body).not.toMatch(/diagnos|you have|cure|guarantee|carpal tunnel|tendinitis/i);
    },
  );
});

describe("step numbers", () => {
  it.each([
    [-1, null, null],
    [0, null, null],
    [1, 1, "Step 1 of 13"],
    [6, 6, "Step 6 of 13"],
    [7, 7, "Step 7 of 13"],
    [12, 12, "Step 12 of 13"],
    [13, 13, "Step 13 of 13"],
    [14, null, null],
    [1.5, null, null],
    [Number.NaN, null, null],
  ])("index %d: number %s, %s", (index, number, label) => {
    expect(stepNumberOf(index)).toBe(number);
    expect(stepLabelOf(index)).toBe(label);
  });

  it.each([
    ["results-intro", 0],
    ["navigate-about-plan", 6],
    ["pain-regions", 7],
    ["navigate-education", 11],
    ["dashboard-actions", 12],
    ["load-tracking-demo", 13],
  ] as const)("%s is at index %i", (id, index) => {
    expect(stepIndexOf(id)).toBe(index);
  });

  it.each([
    ["/exercise-program", 0],
    ["/about-plan", 7],
    ["/dashboard", 12],
  ] as const)("the first step on %s is at index %i", (page, index) => {
    expect(firstStepIndexOn(page)).toBe(index);
  });

  it.each([-1, 14])("there is no step at index %i", (index) => {
    expect(tourStepAt(index)).toBeUndefined();
  });
});

describe("spec 9's timings", () => {
  it("waits up to 20 tries at 500 ms and auto-advances 1.5 s after arriving on about-plan", () => {
    expect(TARGET_TRIES).toBe(20);
    expect(TARGET_RETRY_MS).toBe(500);
    expect(DASHBOARD_SEARCH_DELAY_MS).toBe(1000);
    expect(PAGE_SEARCH_DELAY_MS).toBe(100);
    expect(ABOUT_PLAN_AUTO_ADVANCE_MS).toBe(1500);
  });

  it.each([
    ["/dashboard", 1000],
    ["/exercise-program", 100],
    ["/about-plan", 100],
  ] as const)("searches for targets on %s after %i ms", (page, ms) => {
    expect(targetSearchDelayOf(page)).toBe(ms);
  });
});
