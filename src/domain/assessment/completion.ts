import { ASSESSMENT_STEPS, type TStepFlags } from "./steps";
import type { TEnduranceTest } from "./types";

export type TCompletionProfile = TStepFlags & {
  assessmentCompleted: boolean;
  enduranceTest: TEnduranceTest | null;
  enduranceTestDate: Date | string | null;
  wristFlexorEndurance?: number | null;
  wristExtensorEndurance?: number | null;
  thumbFlexorEndurance?: number | null;
  thumbExtensorEndurance?: number | null;
};

/**
 * complete: done. incomplete: not done, or unknown. intermediate: a non-pro person saved endurance
 * results without finishing the endurance step; the UI shows a modal that sends them back to it.
 */
export type TCompletion = "complete" | "incomplete" | "intermediate";

function hasEnduranceData(p: TCompletionProfile): boolean {
  const seconds = p.enduranceTest
    ? Object.values(p.enduranceTest).some((v) => typeof v === "number")
    : false;
  const summary = [
    p.wristFlexorEndurance,
    p.wristExtensorEndurance,
    p.thumbFlexorEndurance,
    p.thumbExtensorEndurance,
  ].some((v) => typeof v === "number");
  return seconds || summary || Boolean(p.enduranceTestDate);
}

/**
 * "Assessment completion", spec section 4. Complete if assessmentCompleted is true or all eight
 * step flags are true. For a non-pro person, endurance data or a date without
 * enduranceTestCompleted is the intermediate state; pro users skip that check. A missing profile
 * or any error means incomplete.
 */
export function assessmentCompletionOf(
  profile: TCompletionProfile | null | undefined,
  options: { isPro: boolean },
): TCompletion {
  try {
    if (!profile) return "incomplete";
    if (!options.isPro && !profile.enduranceTestCompleted && hasEnduranceData(profile))
      return "intermediate";
    if (profile.assessmentCompleted) return "complete";
    return ASSESSMENT_STEPS.every((s) => profile[s.flag] === true) ? "complete" : "incomplete";
  } catch {
    return "incomplete";
  }
}
