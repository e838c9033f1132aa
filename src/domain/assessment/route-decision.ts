import { isPublicPath } from "@/domain/access/public-routes";
import { loginPathFor, toSafeReturnTo } from "@/domain/auth/return-to";
import type { TCompletion } from "./completion";
import {
  findFirstIncompleteStep,
  isAssessmentPath,
  isStepReachable,
  type TStepFlags,
} from "./steps";

/** Protected pages that need a finished assessment (or a subscription) to make sense. */
const PROGRAM_PREFIXES = [
  "/dashboard",
  "/exercise-program",
  "/about-plan",
  "/wrist-pain-education",
  "/progress-statistics",
  "/load-tracking",
  // The getting-started guide explains the program built from the assessment (issue #19).
  "/onboarding",
];

/**
 * Pages that ask a person to exercise, log load or read their progress: closed while a red flag is
 * unresolved (issue #14), at every tier.
 */
export const SAFETY_PAUSED_PREFIXES = [
  "/dashboard",
  "/exercise-program",
  "/load-tracking",
  "/progress-statistics",
];

/** The red-flag screen, where a paused person is sent: it leads with the advice for their level. */
export const MEDICAL_SCREEN_PATH = "/medical-screen";

/** Re-running the safety screen after the assessment, at any tier (issue #14). */
export const SAFETY_CHECK_PATH = "/safety-check";

/** Protected pages where buying starts; a visitor there is sent to login with checkout=true. */
const CHECKOUT_PATHS = new Set(["/go-pro", "/switch-plan", "/promotion", "/talk-to-expert"]);

export type TRouteUser = {
  /** "Subscribed (for routing)", spec 4. */
  subscribed: boolean;
  flags: TStepFlags;
  /** The completion check's result, or "error" when the check itself failed. */
  completion: TCompletion | "error";
  guidedTourCompleted: boolean;
  /** The latest safety screen has a red flag and no clinician's clearance (isSafetyPaused). */
  safetyPaused: boolean;
};

export type TRouteInput = {
  path: string;
  /** The query string with its leading "?", or "". */
  search: string;
  user: TRouteUser | null;
  /** A checkout context is pending in this browser (spec 3: checkout context). */
  checkoutPending: boolean;
};

export type TRouteDecision = { kind: "pass" } | { kind: "redirect"; to: string; rule: TRouteRule };

/** One name per bullet of spec 4 "Gating and redirects", so tests and logs can cite it. */
export type TRouteRule =
  | "visitor-to-login"
  | "visitor-to-login-checkout"
  | "completion-check-failed"
  | "step-requires-previous"
  | "subscribed-complete-to-dashboard"
  | "endurance-unfinished"
  | "incomplete-to-user-details"
  | "switch-plan-needs-subscription"
  | "red-flag-pause";

const pass: TRouteDecision = { kind: "pass" };
const redirect = (to: string, rule: TRouteRule): TRouteDecision => ({ kind: "redirect", to, rule });

function matchesPrefix(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => path === p || path.startsWith(`${p}/`));
}

export function isCheckoutRequest(path: string, search: string): boolean {
  const params = new URLSearchParams(search);
  return (
    CHECKOUT_PATHS.has(path) ||
    params.get("checkout") === "true" ||
    params.has("planId") ||
    params.has("addonType")
  );
}

/** Where the assessment leads when it is done: the program while the tour is not done, else the dashboard. */
export function pathAfterAssessment(guidedTourCompleted: boolean): string {
  return guidedTourCompleted ? "/dashboard" : "/exercise-program";
}

/**
 * The route decision of spec section 4 for a page request: pass, or redirect with the rule that
 * fired. Pure: the caller supplies the session's profile facts.
 */
export function decideRoute({ path, search, user, checkoutPending }: TRouteInput): TRouteDecision {
  if (isPublicPath(path)) return pass;

  // Unauthenticated user on a protected path.
  if (!user) {
    if (checkoutPending || isCheckoutRequest(path, search)) {
      const returnTo = toSafeReturnTo(`${path}${search}`) ?? path;
      return redirect(
        `/login?returnTo=${encodeURIComponent(returnTo)}&checkout=true`,
        "visitor-to-login-checkout",
      );
    }
    return redirect(loginPathFor(`${path}${search}`), "visitor-to-login");
  }

  // A failed completion check redirects to /user-details.
  if (user.completion === "error") {
    return path === "/user-details" ? pass : redirect("/user-details", "completion-check-failed");
  }

  // A red flag with no clearance pauses the program for everyone, subscribed or not (issue #14).
  if (user.safetyPaused && matchesPrefix(path, SAFETY_PAUSED_PREFIXES))
    return redirect(MEDICAL_SCREEN_PATH, "red-flag-pause");

  if (isAssessmentPath(path)) {
    // ...and its advice page stays open to a subscribed person, whom assessment pages would bounce.
    if (user.safetyPaused && path === MEDICAL_SCREEN_PATH) return pass;
    // Subscribed user with a completed assessment on an assessment page.
    if (user.subscribed && user.completion === "complete")
      return redirect("/dashboard", "subscribed-complete-to-dashboard");
    // Non-subscribed user with endurance results but the endurance step unfinished.
    if (!user.subscribed && user.completion === "intermediate" && path !== "/endurance-test") {
      return redirect("/endurance-test", "endurance-unfinished");
    }
    // Each assessment page requires the previous step's completed flag.
    if (!isStepReachable(path, user.flags)) {
      return redirect(
        findFirstIncompleteStep(user.flags) ?? "/user-details",
        "step-requires-previous",
      );
    }
    return pass;
  }

  if (path === "/switch-plan" && !user.subscribed)
    return redirect("/go-pro", "switch-plan-needs-subscription");

  if (matchesPrefix(path, PROGRAM_PREFIXES) && !user.subscribed) {
    // A subscribed user outside the assessment flow is exempt from both of these.
    if (user.completion === "intermediate")
      return redirect("/endurance-test", "endurance-unfinished");
    if (user.completion === "incomplete")
      return redirect("/user-details", "incomplete-to-user-details");
  }
  return pass;
}
