import {
  FREE_TRIAL_DAYS,
  findOffer,
  formatPrice,
  PERIOD_WORDS,
  type TPricedProduct,
} from "@/domain/billing/catalogue";
import { formatDate } from "@/lib/format-date";

/** What is being bought, what is paid today, and what happens after: shown before any payment. */
export function OrderSummary({
  product,
  amountCents,
  trialDays,
  now,
  timeZone,
}: {
  product: TPricedProduct;
  amountCents: number;
  trialDays: number | null;
  now: Date;
  /** The buyer's time zone (UTC for a visitor): the trial ends on the day it is for them. */
  timeZone: string;
}) {
  const trial = (trialDays ?? 0) > 0;
  const offer = product.product.kind === "offer" ? findOffer(product.product.offerId) : null;
  const trialEnd = new Date(now.getTime() + (trialDays ?? FREE_TRIAL_DAYS) * 86_400_000);
  return (
    <div className="divide-y divide-line rounded-[var(--radius-control)] border border-line bg-surface">
      <dl className="divide-y divide-line">
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-ink-muted">{product.product.kind === "plan" ? "Plan" : "Item"}</dt>
          <dd className="text-right font-medium text-ink">
            {product.name}
            {offer ? (
              <ul className="mt-1 text-sm font-normal text-ink-muted">
                {offer.products.map((p) => (
                  <li key={p.name}>{p.name}</li>
                ))}
              </ul>
            ) : null}
          </dd>
        </div>
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-ink-muted">Due today</dt>
          <dd className="text-right font-semibold text-ink">
            {trial ? "$0.00" : formatPrice(amountCents)}
          </dd>
        </div>
      </dl>
      <p className="p-4 text-sm text-ink-muted">
        {trial
          ? `Your free trial ends on ${formatDate(trialEnd, timeZone)}. Then ${formatPrice(product.priceCents)} ${PERIOD_WORDS[product.period]} unless you cancel before that day, from your account page.`
          : product.mode === "subscription"
            ? `Then ${formatPrice(product.priceCents)} ${PERIOD_WORDS[product.period]} until you cancel. Cancel any time from your account page.`
            : amountCents < product.priceCents
              ? `You pay the difference from the plan you already have (full price ${formatPrice(product.priceCents)}). Paid once; nothing renews.`
              : "Paid once; nothing renews."}
      </p>
    </div>
  );
}
