// The public /preview/account's sample: Sam from the dashboard preview, who took the assessment on
// 9 November 2026, started Pro monthly on 14 November (renewing on 14 December, as on
// /preview/switch-plan) and bought an ebook two days later. Prices and names come from the
// catalogue, the plan card from the account page's own summary, all at the dashboard sample's
// fixed Sunday, so the static page never changes under a reader. Always labelled.
import { planSummaryOf, type TPlanSummary } from "@/domain/access/plan-summary";
import { priceProduct } from "@/domain/billing/catalogue";
import type { TScreeningEntry } from "@/server/assessment/find-medical-screenings";
import type { TPaymentRow } from "@/server/billing/find-billing-overview";
import { SAMPLE_DAY } from "./sample-dashboard";

export type TSampleAccount = {
  name: string;
  email: string;
  memberSince: Date;
  signInMethods: string[];
  weightUnit: "lbs" | "kg";
  plan: TPlanSummary;
  payments: TPaymentRow[];
  screenings: TScreeningEntry[];
};

function pricedOf(input: Parameters<typeof priceProduct>[0]) {
  const priced = priceProduct(input);
  if (!priced?.priceCents) throw new Error(`sample account: no price for ${JSON.stringify(input)}`);
  return { description: priced.name, amountCents: priced.priceCents };
}

export function sampleAccountOf(): TSampleAccount {
  return {
    name: "Sam",
    email: "sam@example.com",
    memberSince: new Date("2026-11-09T12:00:00Z"),
    signInMethods: ["Email and password"],
    // The program previews' sample is in pounds (150 lbs body weight).
    weightUnit: "lbs",
    plan: planSummaryOf({
      tier: "1month",
      subscribed: true,
      subscription: {
        status: "active",
        tier: "1month",
        currentPeriodEnd: "2026-12-14T09:00:00.000Z",
        cancelAtPeriodEnd: false,
        expiresAt: null,
      },
      addons: { ebooks: { active: true, purchased: ["typing-without-pain"] } },
      now: SAMPLE_DAY,
    }),
    // Newest first, as on the account page. Noon UTC keeps each on its day in the reader's zone
    // (the payment table is a client component and formats dates again in the browser).
    payments: [
      {
        id: "sample-payment-2",
        ...pricedOf({ addonType: "ebooks", itemId: "typing-without-pain" }),
        status: "completed",
        paidAt: "2026-11-16T12:00:00.000Z",
        receiptNumber: "WW-SAMPLE0002",
      },
      {
        id: "sample-payment-1",
        ...pricedOf({ planId: "1month" }),
        status: "completed",
        paidAt: "2026-11-14T12:00:00.000Z",
        receiptNumber: "WW-SAMPLE0001",
      },
    ],
    screenings: [
      {
        id: "sample-screening-1",
        level: null,
        source: "assessment",
        answeredAt: new Date("2026-11-09T12:00:00Z"),
        clearedAt: null,
        yesCount: 0,
      },
    ],
  };
}
