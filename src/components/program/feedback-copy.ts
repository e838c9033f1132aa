import type { TFeedbackLabel } from "@/domain/program/feedback";
import type { TProgressionDecision } from "@/domain/program/progression";

export const FEEDBACK_COPY: Record<TFeedbackLabel, string> = {
  "STEADY PROGRESS": "You did the full set with little pain. This is exactly how progress looks.",
  "BUILDING STRENGTH": "Close to your target, and pain stayed within the 5/10 limit. Good work.",
  "HIGH PAIN - ADJUST":
    "Pain went above 5/10. Next time, use a weight about 25% lighter so the work stays comfortable.",
  "GETTING STARTED": "Every set counts. Build up steadily toward your target.",
};

export const DECISION_COPY: Record<TProgressionDecision, string> = {
  progress:
    "Pain stayed low, settled by the morning and isn't rising week to week: a small step up.",
  hold: "Keep the same dose until pain is comfortably low, settles by the morning and a week shows it isn't rising.",
  regress: "Pain went above 5/10, didn't settle by the morning, or rose this week: a step down.",
};
