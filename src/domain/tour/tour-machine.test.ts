// The guided tour's moves (spec: "Guided tour", Rules): Next, Previous and Skip within a page, the
// Continue to About Plan click and its 1.5 s auto-advance, the jump to
// /dashboard?continueFromStep=12, pausing for a paywall, and Skip Tour or Complete ending it.
import { describe, expect, it } from "vitest";
import {
  initialTourState,
  type TTourEffect,
  type TTourEvent,
  type TTourState,
  tourReducer,
} from "./tour-machine";
import { TOUR_STEPS, type TTourStepId } from "./tour-steps";

const state = (over: Partial<TTourState> = {}): TTourState => ({ ...initialTourState, ...over });
const running = (stepIndex: number, over: Partial<TTourState> = {}) =>
  state({ status: "running", stepIndex, ...over });
const paused = (stepIndex: number, over: Partial<TTourState> = {}) =>
  state({ status: "paused-paywall", stepIndex, paywallShowing: true, ...over });

const idOf = (index: number): TTourStepId => {
  const step = TOUR_STEPS[index];
  if (!step) throw new Error(`no step ${index}`);
  return step.id;
};

const START: TTourEvent = { type: "START" };
const NEXT: TTourEvent = { type: "NEXT" };
const PREVIOUS: TTourEvent = { type: "PREVIOUS" };
const SKIP: TTourEvent = { type: "SKIP" };
const SKIP_TOUR: TTourEvent = { type: "SKIP_TOUR" };
const COMPLETE: TTourEvent = { type: "COMPLETE" };
const CLICK: TTourEvent = { type: "CLICK_CONTINUE_TO_ABOUT_PLAN" };
const AUTO_ADVANCE: TTourEvent = { type: "AUTO_ADVANCE" };
const PAYWALL_SHOWN: TTourEvent = { type: "PAYWALL_SHOWN" };
const PAYWALL_HIDDEN: TTourEvent = { type: "PAYWALL_HIDDEN" };
const TARGET_NOT_FOUND: TTourEvent = { type: "TARGET_NOT_FOUND" };
const MOBILE_DEVICE: TTourEvent = { type: "MOBILE_DEVICE" };
const arrived = (path: string, continueFromStep?: number): TTourEvent =>
  continueFromStep === undefined
    ? { type: "ARRIVED", path }
    : { type: "ARRIVED", path, continueFromStep };

const EVERY_EVENT: readonly TTourEvent[] = [
  START,
  NEXT,
  PREVIOUS,
  SKIP,
  SKIP_TOUR,
  COMPLETE,
  CLICK,
  arrived("/exercise-program"),
  arrived("/about-plan", 7),
  arrived("/dashboard", 12),
  AUTO_ADVANCE,
  PAYWALL_SHOWN,
  PAYWALL_HIDDEN,
  TARGET_NOT_FOUND,
  MOBILE_DEVICE,
];

const completedEffect = (steps: number[]): TTourEffect => ({
  type: "persist",
  outcome: "completed",
  guidedTourStepsCompleted: steps,
  href: "/dashboard",
});
const skippedEffect = (steps: number[]): TTourEffect => ({
  type: "persist",
  outcome: "skipped",
  reason: "user_skipped",
  guidedTourStepsCompleted: steps,
  href: "/dashboard",
});

const toAboutPlan = (stepsCompleted: TTourStepId[]) =>
  state({
    status: "navigating",
    stepIndex: 6,
    pendingPage: "/about-plan",
    stepsCompleted,
    effect: { type: "navigate", href: "/about-plan" },
  });
const toDashboard = (stepsCompleted: TTourStepId[]) =>
  state({
    status: "navigating",
    stepIndex: 12,
    pendingPage: "/dashboard",
    stepsCompleted,
    effect: { type: "navigate", href: "/dashboard?continueFromStep=12" },
  });
const waitingOnAboutPlan = state({
  status: "navigating",
  stepIndex: 6,
  stepsCompleted: ["navigate-about-plan"],
  effect: { type: "schedule", event: "AUTO_ADVANCE", afterMs: 1500 },
});

describe("from every step", () => {
  // index → the state after the event, starting with nothing completed.
  it.each([
    [0, running(1, { stepsCompleted: ["results-intro"] })],
    [1, running(2, { stepsCompleted: ["strength-exercise-card"] })],
    [2, running(3, { stepsCompleted: ["log-button"] })],
    [3, running(4, { stepsCompleted: ["info-tooltips"] })],
    [4, running(5, { stepsCompleted: ["quick-log-button"] })],
    [5, running(6, { stepsCompleted: ["pro-tracking-demo"] })],
    [6, running(6)],
    [7, running(8, { stepsCompleted: ["pain-regions"] })],
    [8, running(9, { stepsCompleted: ["page-sections"] })],
    [9, running(10, { stepsCompleted: ["exercise-guidelines"] })],
    [10, running(11, { stepsCompleted: ["pain-science"] })],
    [11, toDashboard(["navigate-education"])],
    [12, running(13, { stepsCompleted: ["dashboard-actions"] })],
    [
      13,
      state({
        status: "completed",
        stepIndex: 13,
        stepsCompleted: ["load-tracking-demo"],
        effect: completedEffect([13]),
      }),
    ],
  ])("NEXT from %i", (index, expected) => {
    expect(tourReducer(running(index), NEXT)).toEqual(expected);
  });

  // Skip moves like Next but records nothing.
  it.each([
    [0, running(1)],
    [5, running(6)],
    [6, running(6)],
    [7, running(8)],
    [10, running(11)],
    [11, toDashboard([])],
    [12, running(13)],
    [13, state({ status: "completed", stepIndex: 13, effect: completedEffect([]) })],
  ])("SKIP from %i", (index, expected) => {
    expect(tourReducer(running(index), SKIP)).toEqual(expected);
  });

  it.each(TOUR_STEPS.map((_s, i) => i).filter((i) => i !== 6))(
    "SKIP from %i moves forward exactly as NEXT does, recording nothing",
    (index) => {
      const bySkip = tourReducer(running(index), SKIP);
      const byNext = tourReducer(running(index), NEXT);
      const moveOf = (s: TTourState) => [s.status, s.stepIndex, s.pendingPage];
      expect(moveOf(bySkip)).toEqual(moveOf(byNext));
      expect(bySkip.stepsCompleted).toEqual([]);
    },
  );

  // After the UI's 20 tries: forward like Skip; the about-plan navigation navigates as its button.
  it.each([
    [0, running(1)],
    [1, running(2)],
    [5, running(6)],
    [6, toAboutPlan([])],
    [7, running(8)],
    [11, toDashboard([])],
    [12, running(13)],
    [13, state({ status: "completed", stepIndex: 13, effect: completedEffect([]) })],
  ])("TARGET_NOT_FOUND from %i", (index, expected) => {
    expect(tourReducer(running(index), TARGET_NOT_FOUND)).toEqual(expected);
  });

  // Previous stays on the page: null means the event is ignored.
  it.each([
    [0, null],
    [1, 0],
    [2, 1],
    [3, 2],
    [4, 3],
    [5, 4],
    [6, 5],
    [7, null],
    [8, 7],
    [9, 8],
    [10, 9],
    [11, 10],
    [12, null],
    [13, 12],
  ])("PREVIOUS from %i goes to %s", (index, expected) => {
    const before = running(index, { stepsCompleted: ["results-intro"] });
    const after = tourReducer(before, PREVIOUS);
    if (expected === null) expect(after).toBe(before);
    else expect(after).toEqual(running(expected, { stepsCompleted: ["results-intro"] }));
  });

  it.each(TOUR_STEPS.map((_s, i) => [i, i === 6] as const))(
    "CLICK_CONTINUE_TO_ABOUT_PLAN from %i navigates: %s",
    (index, navigates) => {
      const before = running(index);
      const after = tourReducer(before, CLICK);
      if (navigates) expect(after).toEqual(toAboutPlan(["navigate-about-plan"]));
      else expect(after).toBe(before);
    },
  );

  it.each(TOUR_STEPS.map((_s, i) => [i, i === 13] as const))(
    "COMPLETE from %i completes: %s",
    (index, completes) => {
      const before = running(index);
      const after = tourReducer(before, COMPLETE);
      if (completes) {
        expect(after).toEqual(
          state({
            status: "completed",
            stepIndex: 13,
            stepsCompleted: ["load-tracking-demo"],
            effect: completedEffect([13]),
          }),
        );
      } else expect(after).toBe(before);
    },
  );

  it.each(TOUR_STEPS.map((_s, i) => i))("SKIP_TOUR from %i skips to /dashboard", (index) => {
    expect(tourReducer(running(index, { stepsCompleted: ["results-intro"] }), SKIP_TOUR)).toEqual(
      state({
        status: "skipped",
        stepIndex: index,
        stepsCompleted: ["results-intro"],
        effect: skippedEffect([0]),
      }),
    );
  });
});

describe("events a state ignores, returning the same state", () => {
  const completed = state({
    status: "completed",
    stepIndex: 13,
    stepsCompleted: ["load-tracking-demo"],
    effect: completedEffect([13]),
  });
  const skipped = state({ status: "skipped", stepIndex: 4, effect: skippedEffect([]) });
  const mobile = state({
    status: "skipped",
    effect: {
      type: "persist",
      outcome: "skipped",
      reason: "mobile_device",
      guidedTourStepsCompleted: [],
      href: null,
    },
  });

  it.each([
    ["idle", initialTourState, NEXT],
    ["idle", initialTourState, PREVIOUS],
    ["idle", initialTourState, SKIP],
    ["idle", initialTourState, SKIP_TOUR],
    ["idle", initialTourState, COMPLETE],
    ["idle", initialTourState, CLICK],
    ["idle", initialTourState, arrived("/exercise-program")],
    ["idle: a fresh load does not resume", initialTourState, arrived("/dashboard", 12)],
    ["idle", initialTourState, AUTO_ADVANCE],
    ["idle", initialTourState, TARGET_NOT_FOUND],
    ...[completed, skipped, mobile].flatMap((finished) =>
      EVERY_EVENT.filter((e) => !["START", "PAYWALL_SHOWN", "PAYWALL_HIDDEN"].includes(e.type)).map(
        (e) => [finished.status, finished, e] as const,
      ),
    ),
    ["running", running(3), START],
    ["running", running(3), AUTO_ADVANCE],
    ["running", running(3), MOBILE_DEVICE],
    ["running: a page the tour is not waiting for", running(3), arrived("/settings")],
    ["running: continueFromStep on another page", running(3), arrived("/about-plan", 12)],
    ["running: continueFromStep out of range", running(3), arrived("/dashboard", 14)],
    ["paused", paused(6), NEXT],
    ["paused", paused(3), PREVIOUS],
    ["paused", paused(3), SKIP],
    ["paused", paused(6), CLICK],
    ["paused", paused(3), TARGET_NOT_FOUND],
    ["paused", paused(3), START],
    ["paused", paused(3), AUTO_ADVANCE],
    ["paused", paused(3), MOBILE_DEVICE],
    ["paused: Complete off the last step", paused(12), COMPLETE],
    ["paused: a page the tour is not on", paused(3), arrived("/settings")],
    ...[NEXT, PREVIOUS, SKIP, COMPLETE, CLICK, TARGET_NOT_FOUND, START, MOBILE_DEVICE].map(
      (e) => ["navigating", toAboutPlan(["navigate-about-plan"]), e] as const,
    ),
    [
      "navigating: auto-advance before arriving",
      toAboutPlan(["navigate-about-plan"]),
      AUTO_ADVANCE,
    ],
    ["navigating: the wrong page", toAboutPlan(["navigate-about-plan"]), arrived("/dashboard")],
    ["navigating: the dashboard needs no auto-advance", toDashboard([]), AUTO_ADVANCE],
    ["arrived on about-plan: arriving again", waitingOnAboutPlan, arrived("/about-plan")],
    ["arrived on about-plan", waitingOnAboutPlan, NEXT],
    ["arrived on about-plan", waitingOnAboutPlan, CLICK],
  ] as const)("%s: %j", (_label, before, event) => {
    expect(tourReducer(before, event)).toBe(before);
  });
});

describe("starting", () => {
  it.each([
    ["idle", initialTourState, running(0)],
    ["idle with a paywall showing", state({ paywallShowing: true }), paused(0)],
    [
      "completed (startTour=true), from scratch",
      state({ status: "completed", stepIndex: 13, stepsCompleted: ["load-tracking-demo"] }),
      running(0),
    ],
    [
      "skipped (startTour=true), from scratch",
      state({ status: "skipped", stepIndex: 4, effect: skippedEffect([]) }),
      running(0),
    ],
  ] as const)("START when %s", (_label, before, expected) => {
    expect(tourReducer(before, START)).toEqual(expected);
  });

  it("marks a mobile device skipped with reason mobile_device, staying on the page", () => {
    expect(tourReducer(initialTourState, MOBILE_DEVICE)).toEqual(
      state({
        status: "skipped",
        effect: {
          type: "persist",
          outcome: "skipped",
          reason: "mobile_device",
          guidedTourStepsCompleted: [],
          href: null,
        },
      }),
    );
  });
});

describe("crossing pages", () => {
  it("navigates to /about-plan on the click, then auto-advances 1.5 s after arriving", () => {
    const clicked = tourReducer(running(6, { stepsCompleted: ["pro-tracking-demo"] }), CLICK);
    expect(clicked).toEqual(toAboutPlan(["pro-tracking-demo", "navigate-about-plan"]));
    const there = tourReducer(clicked, arrived("/about-plan"));
    expect(there).toEqual({
      ...waitingOnAboutPlan,
      stepsCompleted: ["pro-tracking-demo", "navigate-about-plan"],
    });
    expect(tourReducer(there, AUTO_ADVANCE)).toEqual(
      running(7, { stepsCompleted: ["pro-tracking-demo", "navigate-about-plan"] }),
    );
  });

  it.each([
    ["no continueFromStep: the step it set off for", arrived("/dashboard"), 12],
    ["continueFromStep=12", arrived("/dashboard", 12), 12],
    ["continueFromStep=13", arrived("/dashboard", 13), 13],
    ["continueFromStep=7, not a dashboard step: ignored", arrived("/dashboard", 7), 12],
    ["continueFromStep=0, not a dashboard step: ignored", arrived("/dashboard", 0), 12],
  ])("arrives on /dashboard with %s", (_label, event, index) => {
    expect(tourReducer(toDashboard(["navigate-education"]), event)).toEqual(
      running(index, { stepsCompleted: ["navigate-education"] }),
    );
  });

  it("shows the about-plan step continueFromStep names at once, without the wait", () => {
    expect(tourReducer(toAboutPlan([]), arrived("/about-plan", 7))).toEqual(running(7));
  });

  it.each([
    ["running on another page", running(3), arrived("/dashboard", 12), running(12)],
    ["running on that page", running(13), arrived("/dashboard", 12), running(12)],
    ["paused for a paywall", paused(3), arrived("/about-plan", 9), paused(9)],
  ] as const)("re-aligns to continueFromStep when %s", (_label, before, event, expected) => {
    expect(tourReducer(before, event)).toEqual(expected);
  });
});

describe("paywalls", () => {
  it.each([
    ["idle", initialTourState, PAYWALL_SHOWN, state({ paywallShowing: true })],
    ["running", running(3), PAYWALL_SHOWN, paused(3)],
    ["paused", paused(3), PAYWALL_HIDDEN, running(3)],
    ["running without a paywall", running(3), PAYWALL_HIDDEN, running(3)],
    [
      "navigating, which goes on",
      toAboutPlan([]),
      PAYWALL_SHOWN,
      { ...toAboutPlan([]), paywallShowing: true, effect: null },
    ],
    [
      "completed, noted for a restart",
      state({ status: "completed", stepIndex: 13, effect: completedEffect([]) }),
      PAYWALL_SHOWN,
      state({ status: "completed", stepIndex: 13, paywallShowing: true }),
    ],
  ] as const)("%s: %j", (_label, before, event, expected) => {
    expect(tourReducer(before, event)).toEqual(expected);
  });

  it("pauses the step the tour arrives at while a paywall shows", () => {
    const navigating = tourReducer(toDashboard([]), PAYWALL_SHOWN);
    const there = tourReducer(navigating, arrived("/dashboard", 12));
    expect(there).toEqual(paused(12));
    expect(tourReducer(there, NEXT)).toBe(there);
    expect(tourReducer(there, PAYWALL_HIDDEN)).toEqual(running(12));
  });

  it("pauses the about-plan step that auto-advance reveals while a paywall shows", () => {
    const waiting = tourReducer(waitingOnAboutPlan, PAYWALL_SHOWN);
    expect(tourReducer(waiting, AUTO_ADVANCE)).toEqual(
      paused(7, { stepsCompleted: ["navigate-about-plan"] }),
    );
  });

  it.each([
    [
      "SKIP_TOUR",
      paused(3),
      SKIP_TOUR,
      state({ status: "skipped", stepIndex: 3, paywallShowing: true, effect: skippedEffect([]) }),
    ],
    [
      "COMPLETE on the last step",
      paused(13),
      COMPLETE,
      state({
        status: "completed",
        stepIndex: 13,
        paywallShowing: true,
        stepsCompleted: ["load-tracking-demo"],
        effect: completedEffect([13]),
      }),
    ],
    [
      "SKIP_TOUR while navigating",
      toDashboard(["navigate-education"]),
      SKIP_TOUR,
      state({
        status: "skipped",
        stepIndex: 12,
        stepsCompleted: ["navigate-education"],
        effect: skippedEffect([11]),
      }),
    ],
  ] as const)("%s still ends the tour", (_label, before, event, expected) => {
    expect(tourReducer(before, event)).toEqual(expected);
  });
});

describe("steps completed", () => {
  it("records a step once, however often Next passes it", () => {
    let s = running(1);
    for (const e of [NEXT, PREVIOUS, NEXT, PREVIOUS, NEXT]) s = tourReducer(s, e);
    expect(s).toEqual(running(2, { stepsCompleted: ["strength-exercise-card"] }));
  });

  it("hands the profile ascending indexes whatever the order they were passed in", () => {
    const before = running(4, { stepsCompleted: ["log-button", "results-intro", "info-tooltips"] });
    expect(tourReducer(before, SKIP_TOUR).effect).toEqual(skippedEffect([0, 2, 3]));
  });

  it("walks the whole tour with Next and the click, completing every step", () => {
    const events: TTourEvent[] = [
      START,
      ...Array<TTourEvent>(6).fill(NEXT),
      CLICK,
      arrived("/about-plan"),
      AUTO_ADVANCE,
      ...Array<TTourEvent>(5).fill(NEXT),
      arrived("/dashboard", 12),
      NEXT,
      COMPLETE,
    ];
    const trail: TTourState[] = [];
    let current = initialTourState;
    for (const e of events) {
      current = tourReducer(current, e);
      trail.push(current);
    }
    expect(trail.map((s) => [s.status, s.stepIndex])).toEqual([
      ["running", 0],
      ["running", 1],
      ["running", 2],
      ["running", 3],
      ["running", 4],
      ["running", 5],
      ["running", 6],
      ["navigating", 6],
      ["navigating", 6],
      ["running", 7],
      ["running", 8],
      ["running", 9],
      ["running", 10],
      ["running", 11],
      ["navigating", 12],
      ["running", 12],
      ["running", 13],
      ["completed", 13],
    ]);
    expect(trail.at(-1)).toEqual(
      state({
        status: "completed",
        stepIndex: 13,
        stepsCompleted: TOUR_STEPS.map((_s, i) => idOf(i)),
        effect: completedEffect(TOUR_STEPS.map((_s, i) => i)),
      }),
    );
  });
});
