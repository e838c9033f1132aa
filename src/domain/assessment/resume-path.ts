import { ASSESSMENT_RESULTS_PATH } from "@/lib/routes";
import type { TRouteUser } from "./route-decision";
import { findFirstIncompleteStep } from "./steps";

/**
 * Where a person lands after signing in with no returnTo: back where they left the assessment
 * (issue #4: "leaving and returning resumes at the first incomplete step"), or, once it is
 * complete, their results. Spec 4 names /exercise-program or /dashboard for completed users; the
 * results page stands in until those pages exist (issues #5 and #6).
 */
export function resumePathOf(user: TRouteUser): string {
  if (user.completion === "complete") return ASSESSMENT_RESULTS_PATH;
  if (user.completion === "intermediate") return "/endurance-test";
  if (user.completion === "error") return "/user-details";
  return findFirstIncompleteStep(user.flags) ?? "/user-details";
}
