import { MEDICAL_SCREEN_PATH, pathAfterAssessment, type TRouteUser } from "./route-decision";
import { findFirstIncompleteStep } from "./steps";

/**
 * Where a person lands after signing in with no returnTo: back where they left the assessment
 * (issue #4: "leaving and returning resumes at the first incomplete step"), or, once it is
 * complete, the exercise program while the guided tour is not done and the dashboard after it
 * (spec 4: "then exercise-program (tour not done) or dashboard"; issue #19).
 */
export function resumePathOf(user: TRouteUser): string {
  // An unresolved red flag comes first: its advice page (issue #14).
  if (user.safetyPaused && user.completion !== "error") return MEDICAL_SCREEN_PATH;
  if (user.completion === "complete") return pathAfterAssessment(user.guidedTourCompleted);
  if (user.completion === "intermediate") return "/endurance-test";
  if (user.completion === "error") return "/user-details";
  return findFirstIncompleteStep(user.flags) ?? "/user-details";
}
