import type { TFeedbackLabel, THighPainAdjustment } from "@/domain/program/feedback";
import type { TProgressionDecision } from "@/domain/program/progression";
import { formatWeight, type TWeightUnit } from "@/lib/units";

const FEEDBACK_COPY: Record<Exclude<TFeedbackLabel, "HIGH PAIN - ADJUST">, string> = {
  "STEADY PROGRESS": "You did the full set with little pain. This is exactly how progress looks.",
  "BUILDING STRENGTH": "Close to your target, and pain stayed within the 5/10 limit. Good work.",
  "GETTING STARTED": "Every set counts. Build up steadily toward your target.",
};

/** HIGH PAIN - ADJUST's advice, by what the set was done with (see highPainAdjustmentOf). */
function highPainCopy(adjustment: THighPainAdjustment, unit: TWeightUnit): string {
  switch (adjustment.kind) {
    case "lighter":
      return `Pain went above 5/10. Next time, use a weight about 25% lighter (${formatWeight(adjustment.weightLbs, unit)}) so the work stays comfortable.`;
    case "unloaded":
      return "Pain went above 5/10, and this is already the lightest weight. Next time, do the unloaded version: the same slow movement with nothing in your hand.";
    case "lighter-band":
      return "Pain went above 5/10. Next time, use a lighter band, or hold it with less stretch, so the work stays comfortable.";
    case "easier":
      return "Pain went above 5/10. Next time, do fewer repetitions and stay in a smaller range that feels comfortable.";
  }
}

/** The words under a feedback label; HIGH PAIN - ADJUST needs the set's adjustment. */
export function feedbackCopy(
  label: TFeedbackLabel,
  adjustment: THighPainAdjustment | null,
  unit: TWeightUnit,
): string {
  if (label !== "HIGH PAIN - ADJUST") return FEEDBACK_COPY[label];
  return highPainCopy(adjustment ?? { kind: "easier" }, unit);
}

export const DECISION_COPY: Record<TProgressionDecision, string> = {
  progress:
    "Pain stayed low, settled by the morning and isn't rising week to week: a small step up.",
  hold: "Keep the same dose until pain is comfortably low, settles by the morning and a week shows it isn't rising.",
  regress: "Pain went above 5/10, didn't settle by the morning, or rose this week: a step down.",
};
