// The guided tour's steps and timings (spec: "Guided tour (13 steps)" and spec 9's timings).
//
// Thirteen steps, yet the spec lists fourteen items: seven on /exercise-program, five on
// /about-plan, two on /dashboard. How we count them: the first item, the results intro modal, is
// the tour's welcome. It sits at index 0, has no number, and offers "Start tour" or "Skip Tour".
// The other thirteen are numbered 1 to 13, so a step's number is its index: six on
// /exercise-program (the about-plan navigation the sixth), five on /about-plan, two on /dashboard.
//
// Indexes into TOUR_STEPS are what the tour stores and passes: continueFromStep={n} and
// guidedTourStepsCompleted hold them.

export const TOUR_PAGES = ["/exercise-program", "/about-plan", "/dashboard"] as const;
export type TTourPage = (typeof TOUR_PAGES)[number];
export type TTourSide = "left" | "right" | "top" | "bottom";

/** The button that moves the tour on from the about-plan navigation step; Next is not offered. */
export const CONTINUE_TO_ABOUT_PLAN = "Continue to About Plan";

type TTourStepBase = {
  id: string;
  page: TTourPage;
  title: string;
  body: string;
  /** The step shows a Pro feature, and its copy says that feature is part of Pro. */
  proTeaser: boolean;
  /** The forward button's label; null where the step moves on only by the page's own button. */
  nextLabel: "Start tour" | "Next" | "Complete" | null;
  requiresClick?: typeof CONTINUE_TO_ABOUT_PLAN;
};

export type TTourStep = TTourStepBase &
  (
    | { kind: "modal"; target?: undefined; side?: undefined }
    /** target: the value of the element's data-tour attribute. */
    | { kind: "anchored"; target: string; side: TTourSide }
  );

export const TOUR_STEPS = [
  {
    id: "results-intro",
    page: "/exercise-program",
    kind: "modal",
    title: "Your program is ready",
    body: "This short tour shows you around your program, your plan and your dashboard. You can skip it at any time.",
    proTeaser: false,
    nextLabel: "Start tour",
  },
  {
    id: "strength-exercise-card",
    page: "/exercise-program",
    kind: "anchored",
    target: "strength-exercise-card",
    side: "left",
    title: "Your strength exercises",
    body: "Each card shows an exercise with its sets, repetitions and load, chosen from your assessment. Work within the pain rules at the top of the page.",
    proTeaser: false,
    nextLabel: "Next",
  },
  {
    id: "log-button",
    page: "/exercise-program",
    kind: "anchored",
    target: "log-button",
    side: "bottom",
    title: "Log a set",
    body: "Logging a set records what you did and how it felt, so your next session can be adjusted to match. Logging is part of Pro.",
    proTeaser: true,
    nextLabel: "Next",
  },
  {
    id: "info-tooltips",
    page: "/exercise-program",
    kind: "anchored",
    target: "info-tooltips",
    side: "bottom",
    title: "More about each exercise",
    body: "The info buttons explain how to do an exercise and what you should feel while you do it.",
    proTeaser: false,
    nextLabel: "Next",
  },
  {
    id: "quick-log-button",
    page: "/exercise-program",
    kind: "anchored",
    target: "quick-log-button",
    side: "left",
    title: "Quick log",
    body: "Quick log records a set done as prescribed in two taps. Like full logging, it is part of Pro.",
    proTeaser: true,
    nextLabel: "Next",
  },
  {
    id: "pro-tracking-demo",
    page: "/exercise-program",
    kind: "modal",
    title: "How Pro tracking works",
    body: "With Pro, the reps, load and pain you log set your next step, and advanced tracking follows your progress over time. Pro is a paid plan; your program works without it.",
    proTeaser: true,
    nextLabel: "Next",
  },
  {
    id: "navigate-about-plan",
    page: "/exercise-program",
    kind: "anchored",
    target: "continue-to-about-plan",
    side: "right",
    title: "Why your plan looks like this",
    body: "Select Continue to About Plan to see what your program is built around.",
    proTeaser: false,
    nextLabel: null,
    requiresClick: CONTINUE_TO_ABOUT_PLAN,
  },
  {
    id: "pain-regions",
    page: "/about-plan",
    kind: "anchored",
    target: "pain-regions",
    side: "left",
    title: "Your pain regions",
    body: "These are the areas and structures your program is built around. Adding or removing pain regions later, with a program to match, is part of Pro.",
    proTeaser: true,
    nextLabel: "Next",
  },
  {
    id: "page-sections",
    page: "/about-plan",
    kind: "modal",
    title: "What this page covers",
    body: "This page explains your plan: the regions it works on, how to do the exercises, and what pain during exercise means.",
    proTeaser: false,
    nextLabel: "Next",
  },
  {
    id: "exercise-guidelines",
    page: "/about-plan",
    kind: "anchored",
    target: "exercise-guidelines",
    side: "top",
    title: "Exercise guidelines",
    body: "How often to exercise, how to progress, and when to ease off.",
    proTeaser: false,
    nextLabel: "Next",
  },
  {
    id: "pain-science",
    page: "/about-plan",
    kind: "anchored",
    target: "pain-science",
    side: "top",
    title: "Understanding pain",
    body: "Some discomfort during exercise can be expected and safe. This section explains how to tell it from a sign to ease off.",
    proTeaser: false,
    nextLabel: "Next",
  },
  {
    id: "navigate-education",
    page: "/about-plan",
    kind: "anchored",
    target: "wrist-pain-education",
    side: "right",
    title: "Learn more about wrist pain",
    body: "The wrist pain education pages go further whenever you want them. Next takes you to your dashboard.",
    proTeaser: false,
    nextLabel: "Next",
  },
  {
    id: "dashboard-actions",
    page: "/dashboard",
    kind: "anchored",
    target: "dashboard-actions",
    side: "left",
    title: "Your dashboard",
    body: "Four cards hold your main actions: today's exercises, logging today's load, your progress, and learning about your pain.",
    proTeaser: false,
    nextLabel: "Next",
  },
  {
    id: "load-tracking-demo",
    page: "/dashboard",
    kind: "modal",
    title: "Tracking your daily load",
    body: "Load tracking puts your daily hand use beside your symptoms, to help you see what eases them and what flares them. It is part of Pro.",
    proTeaser: true,
    nextLabel: "Complete",
  },
] as const satisfies readonly TTourStep[];

export type TTourStepId = (typeof TOUR_STEPS)[number]["id"];

/** The numbered steps, for "Step n of 13"; the welcome (index 0) is not counted. */
export const TOUR_STEP_COUNT = 13;
export const LAST_STEP_INDEX = TOUR_STEPS.length - 1;

// Spec 9's timings.
/** How many times the UI looks for the exercises or a step's target before giving up. */
export const TARGET_TRIES = 20;
export const TARGET_RETRY_MS = 500;
/** The dashboard renders its cards later than the other pages, so its search starts later. */
export const DASHBOARD_SEARCH_DELAY_MS = 1000;
export const PAGE_SEARCH_DELAY_MS = 100;
/** After arriving on /about-plan, the wait before the tour moves on to its first step there. */
export const ABOUT_PLAN_AUTO_ADVANCE_MS = 1500;

/** The step's number for "Step n of 13", or null for the welcome and for indexes out of range. */
export function stepNumberOf(index: number): number | null {
  return Number.isInteger(index) && index >= 1 && index <= TOUR_STEP_COUNT ? index : null;
}

/** "Step n of 13", or null where the step has no number. */
export function stepLabelOf(index: number): string | null {
  const n = stepNumberOf(index);
  return n === null ? null : `Step ${n} of ${TOUR_STEP_COUNT}`;
}

/** How long the UI waits on a page before it starts looking for a step's target (spec 9). */
export function targetSearchDelayOf(page: TTourPage): number {
  return page === "/dashboard" ? DASHBOARD_SEARCH_DELAY_MS : PAGE_SEARCH_DELAY_MS;
}

/** The step at an index, or undefined past either end. */
export function tourStepAt(index: number): (TTourStep & { id: TTourStepId }) | undefined {
  return TOUR_STEPS[index];
}

/** The index of a step by id. */
export function stepIndexOf(id: TTourStepId): number {
  return TOUR_STEPS.findIndex((step) => step.id === id);
}

/** The first step on a page. */
export function firstStepIndexOn(page: TTourPage): number {
  return TOUR_STEPS.findIndex((step) => step.page === page);
}
