import { MEDICAL_SCREEN_PATH, type TRouteUser } from "./route-decision";
import { findFirstIncompleteStep } from "./steps";

/**
 * Where a person lands after signing in with no returnTo: back where they left the assessment
 * (issue #4: "leaving and returning resumes at the first incomplete step"), or, once it is
 * complete, the exercise program (spec 4: "then exercise-program (tour not done) or dashboard";
 * /dashboard arrives with issue #6, so the program stands in for it until then).
 */
export function resumePathOf(user: TRouteUser): string {
  // An unresolved red flag comes first: its advice page (issue #14).
  if (user.safetyPaused && user.completion !== "error") return MEDICAL_SCREEN_PATH;
  if (user.completion === "complete") return "/exercise-program";
  if (user.completion === "intermediate") return "/endurance-test";
  if (user.completion === "error") return "/user-details";
  return findFirstIncompleteStep(user.flags) ?? "/user-details";
}
