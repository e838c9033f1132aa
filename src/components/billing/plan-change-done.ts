import type { TChangeOutcome } from "@/server/billing/manage-subscription";

/**
 * What /switch-plan says after a plan change (its `changed` parameter). The page shows it above
 * the person's plan, because the card that was clicked goes away once that plan is theirs.
 */
export const PLAN_CHANGE_DONE: Record<TChangeOutcome, string> = {
  upgraded: "Done: your new plan has started. Your receipt is on its way by email.",
  "downgrade-booked": "Booked: your new plan starts when the current period ends.",
  "trial-changed": "Done: your trial now continues on the new plan.",
};

/** The message for a `changed` parameter; null for anything else, however it was written. */
export function planChangeDoneOf(value: string | null): string | null {
  return value !== null && Object.hasOwn(PLAN_CHANGE_DONE, value)
    ? PLAN_CHANGE_DONE[value as TChangeOutcome]
    : null;
}
