import { findPlan, isOfferOn, PERIOD_MONTHS, type TOffer } from "./catalogue";
import { planChangeOf, type TCurrentPlan } from "./plan-change";

/**
 * Whether a person can buy an offer today (issue #17), for the checkout and for /promotion alike:
 * - "ended": past its last day;
 * - "not-for-your-plan": it holds a plan the person has already, or a smaller one than theirs
 *   (a fixed term no longer than the renewing period they pay for: six months for an annual
 *   subscriber would end the year they paid for);
 * - "already-owned": every add-on in it is the person's already;
 * - "replaces-renewing": on sale, and its plan replaces the person's renewing one once paid;
 * - "available": on sale.
 */
export type TOfferStatus =
  | "available"
  | "replaces-renewing"
  | "ended"
  | "not-for-your-plan"
  | "already-owned";

export function offerStatusOf(input: {
  offer: TOffer;
  current: TCurrentPlan | null;
  /** The person's completed purchases' product ids ("ebooks:typing-without-pain"). */
  owned: ReadonlySet<string>;
  /** Today, "YYYY-MM-DD" in UTC. */
  day: string;
}): TOfferStatus {
  const { offer } = input;
  if (!isOfferOn(offer, input.day)) return "ended";
  const plan = offer.products.find((p) => p.product.kind === "plan")?.product;
  if (plan?.kind === "plan") {
    const change = planChangeOf(input.current, plan.tier);
    if (change.kind === "new") return "available";
    if (change.kind === "buy-then-cancel") {
      const offered = findPlan(plan.tier)?.accessMonths ?? null;
      const period = findPlan(input.current?.tier)?.period;
      const paidMonths = period && period !== "one-time" ? PERIOD_MONTHS[period] : 0;
      return offered === null || offered > paidMonths ? "replaces-renewing" : "not-for-your-plan";
    }
    return "not-for-your-plan";
  }
  const all = offer.products.every(
    (p) =>
      p.product.kind === "addon" && input.owned.has(`${p.product.addonType}:${p.product.itemId}`),
  );
  return all ? "already-owned" : "available";
}
