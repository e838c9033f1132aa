// When the guided tour starts, who skips it, and how its outcome in browser storage reaches the
// profile (spec: "Guided tour", Rules; the mobile rule as the issue words it).
import { LAST_STEP_INDEX, type TTourPage } from "./tour-steps";

/** The page the tour starts on: its welcome and first steps are there. */
export const TOUR_START_PAGE: TTourPage = "/exercise-program";

export type TTourStartFacts = {
  assessmentCompleted: boolean;
  guidedTourCompleted: boolean;
  guidedTourSkipped: boolean;
  shownThisSession: boolean;
  dismissedThisSession: boolean;
  paywallShowing: boolean;
  /** The pathname, without query. */
  path: string;
  /** The raw startTour query parameter; only "true" counts. */
  startTourParam: string | null | undefined;
};

/**
 * "start", "wait-paywall" (ask again when the paywall closes) or "no". The tour starts on
 * /exercise-program for someone whose assessment is complete and who has neither completed nor
 * skipped it, once a session. ?startTour=true starts it again whatever the completion and the
 * session say, but still needs the assessment, the start page, and no paywall. Mobile is the
 * caller's next question: see isMobileTourDevice.
 */
export function shouldStartTour(facts: TTourStartFacts): "start" | "wait-paywall" | "no" {
  if (!facts.assessmentCompleted || facts.path !== TOUR_START_PAGE) return "no";
  if (facts.startTourParam !== "true") {
    if (facts.guidedTourCompleted || facts.guidedTourSkipped) return "no";
    if (facts.shownThisSession || facts.dismissedThisSession) return "no";
  }
  return facts.paywallShowing ? "wait-paywall" : "start";
}

/** Widest viewport, in CSS pixels, that counts as mobile when the screen is touch (the issue). */
export const MOBILE_MAX_WIDTH_PX = 768;

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|BlackBerry|IEMobile|Opera Mini/i;

/**
 * Mobile: the user agent says so, or the viewport is at most 768 px wide on a touch screen. An
 * iPad that reports a desktop user agent counts only when its viewport is that narrow.
 */
export function isMobileTourDevice(device: {
  userAgent: string;
  viewportWidth: number;
  hasTouch: boolean;
}): boolean {
  if (MOBILE_USER_AGENT.test(device.userAgent)) return true;
  return device.hasTouch && device.viewportWidth <= MOBILE_MAX_WIDTH_PX;
}

/**
 * The continueFromStep query parameter as an index into TOUR_STEPS, or undefined. Only plain
 * decimal digits without a leading zero: "abc", "-1", "+3", " 3", "1.0", "1e1" and "03" are
 * rejected, as is anything past the last step.
 */
export function parseContinueFromStep(raw: string | null | undefined): number | undefined {
  if (raw == null || !/^(0|[1-9]\d*)$/.test(raw)) return undefined;
  const index = Number(raw);
  return index <= LAST_STEP_INDEX ? index : undefined;
}

/** The browser-storage key of the tour's outcome. */
export const TOUR_STORAGE_KEY = "wristwise.guidedTour";
