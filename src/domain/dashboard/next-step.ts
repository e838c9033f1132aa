// The one clear next step at the top of the dashboard (issue #6). The order puts safety first
// (a recent high-pain day means easing off before anything else), then today's exercises, then
// today's load log, then a due QuickDASH retake.

/** Pain at or above this is spec 5's HIGH PAIN - ADJUST. */
export const HIGH_PAIN = 6;

export type TNextStep =
  | "finish-assessment"
  | "ease-off"
  | "do-exercises"
  | "log-load"
  | "retake-quickdash"
  | "all-done";

export type TNextStepInput = {
  assessmentCompleted: boolean;
  /** The highest pain logged today or yesterday (sets and daily logs), or null if none. */
  recentMaxPain: number | null;
  exercisesDue: number;
  /** The person's tier has loadManagement (spec 6). */
  canTrackLoad: boolean;
  loadLoggedToday: boolean;
  quickDashRetakeDue: boolean;
};

export function nextStepOf(input: TNextStepInput): TNextStep {
  if (!input.assessmentCompleted) return "finish-assessment";
  if (input.recentMaxPain !== null && input.recentMaxPain >= HIGH_PAIN) return "ease-off";
  if (input.exercisesDue > 0) return "do-exercises";
  if (input.canTrackLoad && !input.loadLoggedToday) return "log-load";
  if (input.quickDashRetakeDue) return "retake-quickdash";
  return "all-done";
}
