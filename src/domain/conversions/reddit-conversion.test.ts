import { describe, expect, it } from "vitest";
import type { TSubscriptionTier } from "../access/tiers";
import {
  CONVERSION_EVENT_TYPES,
  conversionOf,
  dedupKeyOf,
  HEALTH_EVENT_TYPES,
  isEligible,
  MAX_EVENT_DATA_KEYS,
  MAX_EVENT_DATA_STRING,
  type TConversionEventType,
  type TConversionFacts,
  type TConversionRequest,
  ZConversionRequest,
} from "./reddit-conversion";

const NOW = new Date("2026-11-25T12:00:00.000Z");
const newId = () => "server-made-id";
const factsOf = (planTier: TSubscriptionTier | null, subscriptionId: string | null = null) =>
  ({ userId: "user-1", planTier, subscriptionId }) satisfies TConversionFacts;
const eventOf = (request: TConversionRequest, facts: TConversionFacts = factsOf(null)) =>
  conversionOf({ request, facts, now: NOW, newId });

describe("the request body", () => {
  it("lists spec 7's nine eventTypes, exactly", () => {
    expect(CONVERSION_EVENT_TYPES).toEqual([
      "signup",
      "subscription",
      "assessment_complete",
      "upgrade_interest",
      "free_trial_signup",
      "free_trial_started",
      "free_trial_conversion",
      "free_trial_cancellation",
      "free_trial_expiration",
    ]);
  });

  it.each(CONVERSION_EVENT_TYPES)("accepts eventType %s", (eventType) => {
    expect(ZConversionRequest.safeParse({ eventType }).success).toBe(true);
  });

  it.each([
    ["an empty string", ""],
    ["another case", "Signup"],
    ["another event", "purchase"],
    ["a Reddit event name", "SignUp"],
    ["padding", " signup"],
    ["null", null],
    ["a number", 42],
    ["an array", ["signup"]],
    ["an object", { type: "signup" }],
    ["nothing", undefined],
  ])("refuses eventType as %s", (_label, eventType) => {
    expect(ZConversionRequest.safeParse({ eventType }).success).toBe(false);
  });

  it.each([null, 42, "signup", [], ["signup"]])("refuses a body that is %j", (body) => {
    expect(ZConversionRequest.safeParse(body).success).toBe(false);
  });

  it("takes spec 7's full shape", () => {
    const body = {
      eventType: "subscription",
      userData: { userId: "user-1", email: "ann@example.com", method: "google_oauth" },
      eventData: {
        value: 14.99,
        currency: "USD",
        tier: "1month",
        subscriptionId: "sub_1",
        billingCycle: "monthly",
      },
    };
    expect(ZConversionRequest.safeParse(body).success).toBe(true);
  });

  it.each([
    ["an extra top-level field", { eventType: "signup", value: 99 }],
    ["an extra userData field", { eventType: "signup", userData: { userId: "u", isPro: true } }],
    ["an unknown sign-up method", { eventType: "signup", userData: { method: "discord_oauth" } }],
    ["an empty userId", { eventType: "signup", userData: { userId: "" } }],
    ["a userId of 65 characters", { eventType: "signup", userData: { userId: "u".repeat(65) } }],
    ["an email of 255 characters", { eventType: "signup", userData: { email: "e".repeat(255) } }],
    ["userData that is a string", { eventType: "signup", userData: "user-1" }],
    ["eventData that is an array", { eventType: "signup", eventData: [1, 2] }],
    ["a nested eventData value", { eventType: "signup", eventData: { answers: { pain: 7 } } }],
    ["an eventData list", { eventType: "signup", eventData: { regions: ["wrist"] } }],
    ["an infinite number", { eventType: "signup", eventData: { value: Number.POSITIVE_INFINITY } }],
    [
      "a string one longer than allowed",
      { eventType: "signup", eventData: { note: "x".repeat(MAX_EVENT_DATA_STRING + 1) } },
    ],
    ["a key that is not a name", { eventType: "signup", eventData: { "a b": 1 } }],
    ["a key of 41 characters", { eventType: "signup", eventData: { [`k${"x".repeat(40)}`]: 1 } }],
    [
      "one key more than allowed",
      {
        eventType: "signup",
        eventData: Object.fromEntries(
          Array.from({ length: MAX_EVENT_DATA_KEYS + 1 }, (_, i) => [`k${i}`, i]),
        ),
      },
    ],
    ["an eventId of 7 characters", { eventType: "signup", eventData: { eventId: "abcdefg" } }],
    [
      "an eventId of 65 characters",
      { eventType: "signup", eventData: { eventId: "a".repeat(65) } },
    ],
    ["an eventId with a dot", { eventType: "signup", eventData: { eventId: "abc.defgh" } }],
    ["an eventId that is a number", { eventType: "signup", eventData: { eventId: 12345678 } }],
  ])("refuses %s", (_label, body) => {
    expect(ZConversionRequest.safeParse(body).success).toBe(false);
  });

  it("never carries a __proto__ key through", () => {
    const parsed = ZConversionRequest.parse({
      eventType: "signup",
      eventData: JSON.parse('{"__proto__": {"polluted": true}}'),
    });
    expect(Object.hasOwn(parsed.eventData ?? {}, "__proto__")).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ["a userId of 64 characters", { eventType: "signup", userData: { userId: "u".repeat(64) } }],
    ["an email of 254 characters", { eventType: "signup", userData: { email: "e".repeat(254) } }],
    ["no userData fields", { eventType: "signup", userData: {} }],
    [
      "a string as long as allowed",
      { eventType: "signup", eventData: { note: "x".repeat(MAX_EVENT_DATA_STRING) } },
    ],
    ["a key of 40 characters", { eventType: "signup", eventData: { [`k${"x".repeat(39)}`]: 1 } }],
    [
      "as many keys as allowed",
      {
        eventType: "signup",
        eventData: Object.fromEntries(
          Array.from({ length: MAX_EVENT_DATA_KEYS }, (_, i) => [`k${i}`, i]),
        ),
      },
    ],
    ["an eventId of 8 characters", { eventType: "signup", eventData: { eventId: "abcdefgh" } }],
    [
      "an eventId of 64 characters",
      { eventType: "signup", eventData: { eventId: "a".repeat(64) } },
    ],
    ["a UUID eventId", { eventType: "signup", eventData: { eventId: crypto.randomUUID() } }],
    ["null, true and 0", { eventType: "signup", eventData: { a: null, b: true, c: 0 } }],
  ])("accepts %s", (_label, body) => {
    expect(ZConversionRequest.safeParse(body).success).toBe(true);
  });
});

/** What each eventType becomes with no plan known: [type, Reddit type, custom name, value]. */
const EVENT_TABLE: [TConversionEventType, string, string | null, number | null][] = [
  ["signup", "SignUp", null, null],
  ["subscription", "Purchase", null, null],
  ["assessment_complete", "Custom", "AssessmentComplete", null],
  ["upgrade_interest", "Lead", null, null],
  ["free_trial_signup", "Lead", null, null],
  ["free_trial_started", "Custom", "FreeTrialStarted", null],
  ["free_trial_conversion", "Purchase", null, 99],
  ["free_trial_cancellation", "Custom", "FreeTrialCancellation", null],
  ["free_trial_expiration", "Custom", "FreeTrialExpiration", 99],
];

describe("the event sent", () => {
  it("covers every eventType", () => {
    expect(EVENT_TABLE.map(([type]) => type)).toEqual([...CONVERSION_EVENT_TYPES]);
  });

  it.each(EVENT_TABLE)(
    "%s is sent as %s (%s), worth %s without a known plan",
    (eventType, trackingType, customEventName, value) => {
      const event = eventOf({ eventType });
      expect(event).toMatchObject({
        eventType,
        trackingType,
        customEventName,
        value,
        currency: value === null ? null : "USD",
        eventAt: "2026-11-25T12:00:00.000Z",
        userId: "user-1",
        eventId: "server-made-id",
      });
    },
  );

  it.each([
    ["1month", 14.99, "monthly", 179.88],
    ["3month", 34.99, "quarterly", 139.92],
    ["annual", 99, "annual", 99],
    ["core", 4.99, "monthly", 59.88],
    ["6month", 59.99, "one-time", null],
    ["lifetime", 199, "one-time", null],
  ] as const)(
    "a subscription to %s is worth its catalogue price %s, %s, lifetime %s",
    (tier, value, billingCycle, predictedLifetimeValue) => {
      const event = eventOf({ eventType: "subscription" }, factsOf(tier, "sub_server"));
      expect(event).toMatchObject({
        trackingType: "Purchase",
        value,
        currency: "USD",
        tier,
        billingCycle,
        subscriptionId: "sub_server",
        predictedLifetimeValue,
        itemCount: 1,
      });
    },
  );

  it("uses the default tier (pro) and cycle (monthly) when no plan is known", () => {
    expect(eventOf({ eventType: "subscription" })).toMatchObject({
      tier: "pro",
      billingCycle: "monthly",
      subscriptionId: null,
      value: null,
      currency: null,
      predictedLifetimeValue: null,
    });
  });

  it("prices a trial's conversion from the plan, 99 USD only when none is known", () => {
    expect(eventOf({ eventType: "free_trial_conversion" }, factsOf("1month"))).toMatchObject({
      value: 14.99,
      predictedLifetimeValue: 179.88,
    });
    expect(eventOf({ eventType: "free_trial_conversion" })).toMatchObject({
      value: 99,
      currency: "USD",
      predictedLifetimeValue: null,
    });
  });

  it("gives an expiry the plan's price as its potential value, else 99", () => {
    expect(eventOf({ eventType: "free_trial_expiration" }, factsOf("annual"))).toMatchObject({
      value: 99,
      tier: "annual",
      predictedLifetimeValue: null,
    });
    expect(eventOf({ eventType: "free_trial_expiration" }, factsOf("3month")).value).toBe(34.99);
  });

  it("never trusts the browser's value, currency, tier or subscription id", () => {
    const event = eventOf(
      {
        eventType: "subscription",
        eventData: {
          value: 100000,
          currency: "EUR",
          tier: "lifetime_community",
          subscriptionId: "sub_forged",
          billingCycle: "annual",
        },
      },
      factsOf("1month", "sub_server"),
    );
    expect(event).toMatchObject({
      value: 14.99,
      currency: "USD",
      tier: "1month",
      billingCycle: "monthly",
      subscriptionId: "sub_server",
    });
  });

  it("never trusts the browser's user: the facts name the person", () => {
    const event = eventOf(
      { eventType: "signup", userData: { userId: "someone-else", email: "x@example.com" } },
      factsOf(null),
    );
    expect(event.userId).toBe("user-1");
    expect(JSON.stringify(event)).not.toContain("someone-else");
    expect(JSON.stringify(event)).not.toContain("x@example.com");
  });

  it.each(CONVERSION_EVENT_TYPES)(
    "drops health data and every other extra from %s",
    (eventType) => {
      const event = eventOf(
        {
          eventType,
          eventData: {
            painLevel: 7,
            diagnosis: "x-diagnosis",
            quickDashScore: 38.64,
            region: "left-wrist",
            eventId: "pixel-event-1",
          },
        },
        factsOf("annual", "sub_1"),
      );
      const text = JSON.stringify(event);
      for (const leak of [
        "painLevel",
        "diagnosis",
        "x-diagnosis",
        "quickDash",
        "38.64",
        "left-wrist",
      ])
        expect(text).not.toContain(leak);
      expect(Object.keys(event).sort()).toEqual(
        [
          "billingCycle",
          "currency",
          "customEventName",
          "eventAt",
          "eventId",
          "eventType",
          "itemCount",
          "predictedLifetimeValue",
          "subscriptionId",
          "tier",
          "trackingType",
          "userId",
          "value",
        ].sort(),
      );
    },
  );

  it("keeps the pixel's event id, so the two are counted once", () => {
    expect(eventOf({ eventType: "signup", eventData: { eventId: "pixel-event-1" } }).eventId).toBe(
      "pixel-event-1",
    );
  });

  it.each([
    ["missing", undefined],
    ["too short", "short"],
    ["not a string", 12345678],
    ["full of odd characters", "<script>alert(1)</script>"],
  ])("makes a new event id when the browser's is %s", (_label, eventId) => {
    const request = { eventType: "signup", eventData: { eventId } } as TConversionRequest;
    expect(eventOf(request).eventId).toBe("server-made-id");
  });

  it("leaves plan fields off events that are not about a plan", () => {
    for (const eventType of ["signup", "assessment_complete", "upgrade_interest"] as const)
      expect(eventOf({ eventType }, factsOf("annual", "sub_1"))).toMatchObject({
        tier: null,
        billingCycle: null,
        subscriptionId: null,
        value: null,
      });
  });
});

describe("what the server accepts as having happened (issue #18 review)", () => {
  const facts = (planTier: TSubscriptionTier | null) => ({
    userId: "u1",
    planTier,
    subscriptionId: planTier ? "sub_1" : null,
  });

  it.each([
    ["signup", true, true],
    ["subscription", false, true],
    ["assessment_complete", true, true],
    ["upgrade_interest", true, true],
    ["free_trial_signup", true, true],
    ["free_trial_started", false, true],
    ["free_trial_conversion", false, true],
    ["free_trial_cancellation", false, true],
    ["free_trial_expiration", false, true],
  ] as const)("%s: without a plan %s, with one %s", (eventType, withoutPlan, withPlan) => {
    expect(isEligible(eventType, facts(null))).toBe(withoutPlan);
    expect(isEligible(eventType, facts("1month"))).toBe(withPlan);
  });

  it("holds back the assessment, a health event, and nothing else", () => {
    expect(HEALTH_EVENT_TYPES).toEqual(["assessment_complete"]);
  });

  it.each([
    ["signup", "e1", null, "signup"],
    ["signup", "e2", "sub_1", "signup"],
    ["upgrade_interest", "e3", "sub_1", "upgrade_interest:e3"],
    ["subscription", "e4", "sub_1", "subscription:sub_1"],
    ["subscription", "e5", null, "subscription:none"],
    ["free_trial_conversion", "e6", "sub_2", "free_trial_conversion:sub_2"],
  ] as const)(
    "%s (id %s, subscription %s) is once-only by %j",
    (eventType, eventId, subscriptionId, key) => {
      expect(dedupKeyOf({ eventType, eventId, subscriptionId })).toBe(key);
    },
  );
});
