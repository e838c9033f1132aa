// The conversion events of spec 7 (POST /api/reddit/conversion, issue #18), as the server sends
// them to the forum ads network's Conversions API. The request only names what happened: every
// value, currency, tier and id in the event is worked out here from what the server knows about
// the person, and anything else the browser sends is dropped, so no health data (pain, answers,
// regions, scores) and no made-up revenue can reach an advertiser.
import { z } from "zod";
import type { TSubscriptionTier } from "../access/tiers";
import { CURRENCY, findPlan, monthlyEquivalentCents, type TPeriod } from "../billing/catalogue";

/** Spec 7's conversion eventType values, exactly these nine. */
export const CONVERSION_EVENT_TYPES = [
  "signup",
  "subscription",
  "assessment_complete",
  "upgrade_interest",
  "free_trial_signup",
  "free_trial_started",
  "free_trial_conversion",
  "free_trial_cancellation",
  "free_trial_expiration",
] as const;
export type TConversionEventType = (typeof CONVERSION_EVENT_TYPES)[number];

/** The id the browser pixel used for the same event, so the two are counted once. */
export const CONVERSION_EVENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** At most this many eventData keys; the browser's own extras, all dropped (see conversionOf). */
export const MAX_EVENT_DATA_KEYS = 20;
/** The longest string value eventData may carry. */
export const MAX_EVENT_DATA_STRING = 200;

const ZEventDataValue = z.union([
  z.string().max(MAX_EVENT_DATA_STRING),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

const ZEventData = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), ZEventDataValue)
  .refine((data) => Object.keys(data).length <= MAX_EVENT_DATA_KEYS, {
    message: `eventData holds at most ${MAX_EVENT_DATA_KEYS} values`,
  })
  .refine(
    (data) =>
      data.eventId === undefined ||
      (typeof data.eventId === "string" && CONVERSION_EVENT_ID.test(data.eventId)),
    { message: "eventData.eventId is 8 to 64 letters, digits, - or _", path: ["eventId"] },
  );

/**
 * The body of POST /api/reddit/conversion (spec 7). userData is only the browser's claim: the
 * server uses the session's person, refuses another userId, and never reads the email or method.
 */
export const ZConversionRequest = z
  .object({
    eventType: z.enum(CONVERSION_EVENT_TYPES),
    userData: z
      .object({
        userId: z.string().min(1).max(64).optional(),
        email: z.string().max(254).optional(),
        method: z.enum(["email_password", "google_oauth"]).optional(),
      })
      .strict()
      .optional(),
    eventData: ZEventData.optional(),
  })
  .strict();
export type TConversionRequest = z.infer<typeof ZConversionRequest>;

/** What the server knows about the person, read from their own rows, never from the request. */
export type TConversionFacts = {
  userId: string;
  /** The plan they have, or last had (a trial that ended keeps its tier); null: none. */
  planTier: TSubscriptionTier | null;
  /** Their current subscription's id, as the profile's snapshot holds it. */
  subscriptionId: string | null;
};

/** The Conversions API's event types (the forum ads pixel's: SignUp, Purchase, Lead, Custom). */
export type TRedditTrackingType = "SignUp" | "Purchase" | "Lead" | "Custom";

/** Each eventType as the forum ads network counts it; Custom ones carry their own name. */
export const REDDIT_EVENT_OF: Record<
  TConversionEventType,
  { trackingType: TRedditTrackingType; customEventName: string | null }
> = {
  signup: { trackingType: "SignUp", customEventName: null },
  subscription: { trackingType: "Purchase", customEventName: null },
  assessment_complete: { trackingType: "Custom", customEventName: "AssessmentComplete" },
  upgrade_interest: { trackingType: "Lead", customEventName: null },
  free_trial_signup: { trackingType: "Lead", customEventName: null },
  free_trial_started: { trackingType: "Custom", customEventName: "FreeTrialStarted" },
  free_trial_conversion: { trackingType: "Purchase", customEventName: null },
  free_trial_cancellation: { trackingType: "Custom", customEventName: "FreeTrialCancellation" },
  free_trial_expiration: { trackingType: "Custom", customEventName: "FreeTrialExpiration" },
};

/** Spec 7: a trial's conversion is worth 99 USD, and so is an expiry's lost potential, by default. */
export const TRIAL_DEFAULT_VALUE = 99;
/** Spec 7: the default tier for tracking on the forum ads network, and the default billing cycle. */
export const DEFAULT_TRACKING_TIER = "pro";
export const DEFAULT_BILLING_CYCLE: TPeriod = "monthly";
/** Spec 7: the lifetime value prediction is 12 times the monthly value. */
export const LIFETIME_MONTHS = 12;

/** The events that concern a plan: they carry its tier, billing cycle and subscription id. */
const PLAN_EVENTS: readonly TConversionEventType[] = [
  "subscription",
  "free_trial_signup",
  "free_trial_started",
  "free_trial_conversion",
  "free_trial_cancellation",
  "free_trial_expiration",
];

/** The event queued and sent: everything in it is derived; nothing is copied from the request. */
export type TConversionEvent = {
  eventId: string;
  eventType: TConversionEventType;
  /** When it happened (the server's receipt of the request), ISO 8601. */
  eventAt: string;
  /** The person, by the session's user id (the adapter sends only its hash). */
  userId: string;
  trackingType: TRedditTrackingType;
  customEventName: string | null;
  /** In dollars with two decimals; null when the server knows no value for it. */
  value: number | null;
  currency: typeof CURRENCY | null;
  itemCount: number | null;
  tier: string | null;
  billingCycle: TPeriod | null;
  subscriptionId: string | null;
  /** 12 x the plan's monthly value, for a plan that renews. */
  predictedLifetimeValue: number | null;
};

const dollars = (cents: number) => Math.round(cents) / 100;

/** The request's event id when it is one the pixel could have sent; else a new one. */
function eventIdOf(request: TConversionRequest, newId: () => string): string {
  const candidate = request.eventData?.eventId;
  return typeof candidate === "string" && CONVERSION_EVENT_ID.test(candidate) ? candidate : newId();
}

/** The value an event is worth, from the catalogue's price of the person's plan. */
function conversionValueOf(
  eventType: TConversionEventType,
  priceCents: number | null,
): number | null {
  if (eventType === "subscription") return priceCents === null ? null : dollars(priceCents);
  if (eventType === "free_trial_conversion" || eventType === "free_trial_expiration")
    return priceCents === null ? TRIAL_DEFAULT_VALUE : dollars(priceCents);
  return null;
}

/**
 * The event to send for a request, from the server's facts about the person (spec 7): a
 * subscription is worth its plan's price from the catalogue; a trial's conversion (and an expiry's
 * potential) its plan's price, else 99 USD; a purchase of a renewing plan predicts 12 x its
 * monthly value. The tier defaults to "pro" and the billing cycle to "monthly" when no plan is
 * known. eventData gives nothing but the pixel's event id.
 */
export function conversionOf(input: {
  request: TConversionRequest;
  facts: TConversionFacts;
  now: Date;
  newId: () => string;
}): TConversionEvent {
  const { request, facts, now, newId } = input;
  const eventType = request.eventType;
  const plan = findPlan(facts.planTier);
  const value = conversionValueOf(eventType, plan?.priceCents ?? null);
  const isPurchase = REDDIT_EVENT_OF[eventType].trackingType === "Purchase";
  const monthlyCents = plan ? monthlyEquivalentCents(plan) : null;
  const aboutPlan = PLAN_EVENTS.includes(eventType);
  return {
    eventId: eventIdOf(request, newId),
    eventType,
    eventAt: now.toISOString(),
    userId: facts.userId,
    ...REDDIT_EVENT_OF[eventType],
    value,
    currency: value === null ? null : CURRENCY,
    itemCount: isPurchase ? 1 : null,
    tier: aboutPlan ? (plan?.tier ?? DEFAULT_TRACKING_TIER) : null,
    billingCycle: aboutPlan ? (plan?.period ?? DEFAULT_BILLING_CYCLE) : null,
    subscriptionId: aboutPlan ? facts.subscriptionId : null,
    predictedLifetimeValue:
      isPurchase && monthlyCents !== null ? dollars(monthlyCents * LIFETIME_MONTHS) : null,
  };
}

// --- What the server accepts as having happened (issue #18 review) --------------------------------

/**
 * Events that are about the person's health and are never sent to an advertiser, even with
 * consent (issue #18: no health data in any event). The endpoint accepts them and queues nothing.
 */
export const HEALTH_EVENT_TYPES: readonly TConversionEventType[] = ["assessment_complete"];

/** Events that need a plan the server knows of: a purchase, a trial and its end. */
const NEEDS_PLAN: readonly TConversionEventType[] = [
  "subscription",
  "free_trial_started",
  "free_trial_conversion",
  "free_trial_cancellation",
  "free_trial_expiration",
];

/**
 * Whether the person's own rows bear the event out: a purchase or trial event needs a plan the
 * server knows of. (The browser only names what happened; without this a free account could
 * claim purchases.)
 */
export function isEligible(eventType: TConversionEventType, facts: TConversionFacts): boolean {
  return !NEEDS_PLAN.includes(eventType) || facts.planTier !== null;
}

/**
 * What makes an event once-only for a person: a sign-up happens once, and each plan event once per
 * subscription; interest in upgrading may repeat (each is its own event id).
 */
export function dedupKeyOf(
  event: Pick<TConversionEvent, "eventType" | "eventId" | "subscriptionId">,
): string {
  if (event.eventType === "signup") return "signup";
  if (event.eventType === "upgrade_interest") return `upgrade_interest:${event.eventId}`;
  return `${event.eventType}:${event.subscriptionId ?? "none"}`;
}
