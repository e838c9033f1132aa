// The guided tour as a pure reducer (spec: "Guided tour", Rules). The UI dispatches events and
// performs the state's `effect`; every transition sets `effect` afresh (null when there is nothing
// to do), and an event a state ignores returns that same state object, so React bails out.
//
// Rules beyond the spec's words, chosen here:
// - Next and Skip both move forward; Next records the step in stepsCompleted, Skip does not.
// - Previous never leaves the current page: on a page's first step it does nothing, so the tour
//   never navigates backwards.
// - The about-plan navigation step moves on only by its button (CLICK_CONTINUE_TO_ABOUT_PLAN):
//   Next and Skip do nothing there. The tour keeps that step until the UI fires AUTO_ADVANCE,
//   ABOUT_PLAN_AUTO_ADVANCE_MS after arriving; the arrival asks for that timer as an effect.
// - Next on the education step navigates to /dashboard?continueFromStep=12: n is the index into
//   TOUR_STEPS of the first dashboard step, which is also its "Step n of 13" number.
// - TARGET_NOT_FOUND (the UI gave up after TARGET_TRIES) moves forward like Skip; on the
//   about-plan navigation step it navigates as the button would, as nothing else moves it on.
// - While a paywall shows, Next, Previous, Skip, the button and TARGET_NOT_FOUND wait; Skip Tour
//   and Complete still end the tour. A paywall showing while the tour navigates pauses the step
//   it arrives at.
// - Complete ends the tour only on the last step, where its button is.
// - A finished tour (completed or skipped) ignores every event but START (?startTour=true). It
//   still notes whether a paywall shows, so a restarted tour waits for it.
// - The tour does not resume after a full page load: ARRIVED with continueFromStep re-aligns a tour
//   already under way (idle ignores it).
import {
  ABOUT_PLAN_AUTO_ADVANCE_MS,
  CONTINUE_TO_ABOUT_PLAN,
  LAST_STEP_INDEX,
  TOUR_STEPS,
  type TTourPage,
  type TTourStepId,
  tourStepAt,
} from "./tour-steps";

export const TOUR_STATUSES = [
  "idle",
  "running",
  "paused-paywall",
  "navigating",
  "completed",
  "skipped",
] as const;
export type TTourStatus = (typeof TOUR_STATUSES)[number];

/** guidedTourSkippedReason: Skip Tour, or a phone or small touch screen (spec: mobile_device). */
export const TOUR_SKIP_REASONS = ["user_skipped", "mobile_device"] as const;
export type TTourSkipReason = (typeof TOUR_SKIP_REASONS)[number];

export type TTourEffect =
  | { type: "navigate"; href: string }
  /** Fire `event` after `afterMs`, unless the state changes first. */
  | { type: "schedule"; event: "AUTO_ADVANCE"; afterMs: number }
  /**
   * Write the outcome to browser storage and the profile, then go to href (null: stay).
   * guidedTourStepsCompleted holds indexes into TOUR_STEPS, ascending, as the profile stores them.
   */
  | {
      type: "persist";
      outcome: "completed";
      reason?: undefined;
      guidedTourStepsCompleted: number[];
      href: "/dashboard";
    }
  | {
      type: "persist";
      outcome: "skipped";
      reason: TTourSkipReason;
      guidedTourStepsCompleted: number[];
      href: "/dashboard" | null;
    };

export type TTourState = {
  status: TTourStatus;
  /** Index into TOUR_STEPS of the step shown, or left, or about to be shown. */
  stepIndex: number;
  /** Steps moved past by Next, the button, auto-advance or Complete; each once, in order. */
  stepsCompleted: readonly TTourStepId[];
  /** While navigating: the page the tour waits to arrive on; null once arrived. */
  pendingPage: TTourPage | null;
  paywallShowing: boolean;
  effect: TTourEffect | null;
};

export type TTourEvent =
  | { type: "START" }
  | { type: "NEXT" }
  | { type: "PREVIOUS" }
  | { type: "SKIP" }
  | { type: "SKIP_TOUR" }
  | { type: "COMPLETE" }
  | { type: "CLICK_CONTINUE_TO_ABOUT_PLAN" }
  /** path: the pathname arrived at; continueFromStep: the parsed query parameter, if any. */
  | { type: "ARRIVED"; path: string; continueFromStep?: number }
  | { type: "AUTO_ADVANCE" }
  | { type: "PAYWALL_SHOWN" }
  | { type: "PAYWALL_HIDDEN" }
  | { type: "TARGET_NOT_FOUND" }
  /** The device is mobile (isMobileTourDevice): the tour is marked skipped instead of shown. */
  | { type: "MOBILE_DEVICE" };

export const initialTourState: TTourState = {
  status: "idle",
  stepIndex: 0,
  stepsCompleted: [],
  pendingPage: null,
  paywallShowing: false,
  effect: null,
};

const ABOUT_PLAN_NAVIGATION: TTourStepId = "navigate-about-plan";

const isFinished = (state: TTourState) =>
  state.status === "completed" || state.status === "skipped";

function withCompleted(done: readonly TTourStepId[], id: TTourStepId): readonly TTourStepId[] {
  return done.includes(id) ? done : [...done, id];
}

/** Show a step: running, or paused when a paywall shows. */
function show(state: TTourState, stepIndex: number): TTourState {
  return {
    ...state,
    status: state.paywallShowing ? "paused-paywall" : "running",
    stepIndex,
    pendingPage: null,
    effect: null,
  };
}

function navigate(state: TTourState, stepIndex: number, page: TTourPage, href: string): TTourState {
  return {
    ...state,
    status: "navigating",
    stepIndex,
    pendingPage: page,
    effect: { type: "navigate", href },
  };
}

function stepIndexesOf(done: readonly TTourStepId[]): number[] {
  return TOUR_STEPS.flatMap((step, index) => (done.includes(step.id) ? [index] : []));
}

function finish(state: TTourState, outcome: "completed" | TTourSkipReason): TTourState {
  const guidedTourStepsCompleted = stepIndexesOf(state.stepsCompleted);
  const base = { ...state, pendingPage: null };
  if (outcome === "completed") {
    return {
      ...base,
      status: "completed",
      effect: { type: "persist", outcome, guidedTourStepsCompleted, href: "/dashboard" },
    };
  }
  return {
    ...base,
    status: "skipped",
    effect: {
      type: "persist",
      outcome: "skipped",
      reason: outcome,
      guidedTourStepsCompleted,
      // A phone stays where it is: the tour was never shown there.
      href: outcome === "mobile_device" ? null : "/dashboard",
    },
  };
}

/** The button on the about-plan navigation step: off to /about-plan, holding the step. */
function continueToAboutPlan(state: TTourState, record: boolean): TTourState {
  const done = record
    ? withCompleted(state.stepsCompleted, ABOUT_PLAN_NAVIGATION)
    : state.stepsCompleted;
  return navigate(
    { ...state, stepsCompleted: done },
    state.stepIndex,
    "/about-plan",
    "/about-plan",
  );
}

/** Forward one step: to the next step, across to its page, or to the end after the last. */
function forward(state: TTourState, record: boolean): TTourState {
  const step = tourStepAt(state.stepIndex);
  if (!step) return state;
  const done = record ? withCompleted(state.stepsCompleted, step.id) : state.stepsCompleted;
  const moved = { ...state, stepsCompleted: done };
  const nextIndex = state.stepIndex + 1;
  const next = tourStepAt(nextIndex);
  if (!next) return finish(moved, "completed");
  if (next.page !== step.page) {
    return navigate(moved, nextIndex, next.page, `${next.page}?continueFromStep=${nextIndex}`);
  }
  return show(moved, nextIndex);
}

function onArrived(
  state: TTourState,
  path: string,
  continueFromStep: number | undefined,
): TTourState {
  const wanted = continueFromStep === undefined ? undefined : tourStepAt(continueFromStep);
  if (continueFromStep !== undefined && wanted?.page === path) return show(state, continueFromStep);
  if (state.status !== "navigating" || state.pendingPage !== path) return state;
  if (tourStepAt(state.stepIndex)?.id === ABOUT_PLAN_NAVIGATION) {
    return {
      ...state,
      pendingPage: null,
      effect: { type: "schedule", event: "AUTO_ADVANCE", afterMs: ABOUT_PLAN_AUTO_ADVANCE_MS },
    };
  }
  return show(state, state.stepIndex);
}

export function tourReducer(state: TTourState, event: TTourEvent): TTourState {
  // Whether a paywall shows is noted in every state; only a running tour pauses for it.
  if (event.type === "PAYWALL_SHOWN") {
    const status = state.status === "running" ? "paused-paywall" : state.status;
    return { ...state, status, paywallShowing: true, effect: null };
  }
  if (event.type === "PAYWALL_HIDDEN") {
    const status = state.status === "paused-paywall" ? "running" : state.status;
    return { ...state, status, paywallShowing: false, effect: null };
  }
  if (event.type === "START") {
    if (state.status !== "idle" && !isFinished(state)) return state;
    return show({ ...initialTourState, paywallShowing: state.paywallShowing }, 0);
  }

  const step = tourStepAt(state.stepIndex);
  const onLast = state.stepIndex === LAST_STEP_INDEX;
  const needsClick = step?.requiresClick === CONTINUE_TO_ABOUT_PLAN;
  switch (state.status) {
    case "idle":
      return event.type === "MOBILE_DEVICE" ? finish(state, "mobile_device") : state;
    case "completed":
    case "skipped":
      return state;
    case "navigating":
      if (event.type === "SKIP_TOUR") return finish(state, "user_skipped");
      if (event.type === "ARRIVED") return onArrived(state, event.path, event.continueFromStep);
      if (event.type === "AUTO_ADVANCE" && state.pendingPage === null && needsClick) {
        return show(state, state.stepIndex + 1);
      }
      return state;
    case "paused-paywall":
      if (event.type === "SKIP_TOUR") return finish(state, "user_skipped");
      if (event.type === "COMPLETE" && onLast) return forward(state, true);
      if (event.type === "ARRIVED") return onArrived(state, event.path, event.continueFromStep);
      return state;
    case "running":
      switch (event.type) {
        case "NEXT":
        case "SKIP":
          return needsClick ? state : forward(state, event.type === "NEXT");
        case "TARGET_NOT_FOUND":
          return needsClick ? continueToAboutPlan(state, false) : forward(state, false);
        case "CLICK_CONTINUE_TO_ABOUT_PLAN":
          return needsClick ? continueToAboutPlan(state, true) : state;
        case "PREVIOUS": {
          const previous = tourStepAt(state.stepIndex - 1);
          return previous && previous.page === step?.page
            ? show(state, state.stepIndex - 1)
            : state;
        }
        case "COMPLETE":
          return onLast ? forward(state, true) : state;
        case "SKIP_TOUR":
          return finish(state, "user_skipped");
        case "ARRIVED":
          return onArrived(state, event.path, event.continueFromStep);
        default:
          return state;
      }
  }
}
