// How a price reads, with no schema and no catalogue behind it (issue #15): what the plan cards
// draw, so a client component can draw them without the catalogue's zod validation in the page's
// JavaScript. The catalogue re-exports all of it: import from there on the server.

/** How often a product is paid for. Subscriptions renew; one-time purchases never do. */
export const PERIODS = ["monthly", "quarterly", "annual", "one-time"] as const;
export type TPeriod = (typeof PERIODS)[number];

/** The 7-day free trial of spec 9. */
export const FREE_TRIAL_DAYS = 7;

/** A price and how often it is paid. */
export type TPriced = { priceCents: number; period: TPeriod };

/** Months in one paid period, for comparing prices per month. */
export const PERIOD_MONTHS: Record<Exclude<TPeriod, "one-time">, number> = {
  monthly: 1,
  quarterly: 3,
  annual: 12,
};

/** What the person pays, in dollars, as a price reads: "$14.99", "$99". */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** "per month", "every 3 months", "per year", "once". */
export const PERIOD_WORDS: Record<TPeriod, string> = {
  monthly: "per month",
  quarterly: "every 3 months",
  annual: "per year",
  "one-time": "once",
};

/** The plan's price as it reads on a card: "$14.99 per month". */
export function priceLineOf(plan: TPriced): string {
  return `${formatPrice(plan.priceCents)} ${PERIOD_WORDS[plan.period]}`;
}

/** A recurring plan's price per month, rounded down to the cent. */
export function monthlyEquivalentCents(plan: TPriced): number | null {
  if (plan.period === "one-time") return null;
  return Math.floor(plan.priceCents / PERIOD_MONTHS[plan.period]);
}
