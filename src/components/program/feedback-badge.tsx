import { FEEDBACK_TONE, sentenceCaseOf } from "@/components/tone/tone";
import { ToneBadge } from "@/components/tone/tone-badge";
import type { TFeedbackLabel } from "@/domain/program/feedback";

/** Spec 5's feedback label after a set, in sentence case and its tone; the value stays as stored. */
export function FeedbackBadge({ label }: { label: TFeedbackLabel }) {
  return (
    <ToneBadge tone={FEEDBACK_TONE[label]} value={label}>
      {sentenceCaseOf(label)}
    </ToneBadge>
  );
}
