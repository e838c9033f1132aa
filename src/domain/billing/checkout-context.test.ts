import { describe, expect, it } from "vitest";
import {
  checkoutContextOf,
  readCheckoutContext,
  resumePathOf,
  type TCheckoutContext,
} from "./checkout-context";

const NOW = Date.parse("2026-11-22T12:00:00.000Z");
const TWO_HOURS = 7_200_000;

describe("checkoutContextOf", () => {
  it.each<[string, string, string, Partial<TCheckoutContext>]>([
    [
      "a new subscription from the dashboard",
      "/go-pro",
      "?planId=annual&source=dashboard",
      {
        type: "new_subscription",
        action: "subscribe",
        planId: "annual",
        fromPlan: null,
        toPlan: "annual",
        addonType: null,
        source: "dashboard",
        query: "planId=annual&source=dashboard",
      },
    ],
    [
      "an upgrade on /switch-plan",
      "/switch-plan",
      "?planId=lifetime&fromPlan=1month&isUpgrade=true",
      {
        type: "upgrade",
        action: "switch_plan",
        planId: "lifetime",
        fromPlan: "1month",
        toPlan: "lifetime",
        addonType: null,
        source: null,
      },
    ],
    [
      "/switch-plan is an upgrade without isUpgrade",
      "/switch-plan",
      "planId=annual",
      { type: "upgrade", action: "switch_plan", planId: "annual", query: "planId=annual" },
    ],
    [
      "isUpgrade=true elsewhere is an upgrade",
      "/go-pro",
      "planId=annual&isUpgrade=true",
      { type: "upgrade", action: "switch_plan" },
    ],
    [
      "isUpgrade=false is a new subscription",
      "/go-pro",
      "planId=annual&isUpgrade=false",
      { type: "new_subscription", action: "subscribe" },
    ],
    [
      "an add-on",
      "/go-pro",
      "?addonType=ebooks",
      {
        type: "addon",
        action: "purchase_addon",
        planId: null,
        toPlan: null,
        addonType: "ebooks",
      },
    ],
    [
      "an add-on wins over an upgrade",
      "/switch-plan",
      "addonType=discordRole&isUpgrade=true",
      { type: "addon", action: "purchase_addon", addonType: "discordRole" },
    ],
    [
      "an unknown addonType is not an add-on",
      "/go-pro",
      "?addonType=stickers",
      { type: "new_subscription", action: "subscribe", addonType: null },
    ],
    [
      "an addonType in the wrong case is not an add-on",
      "/go-pro",
      "?addonType=EBOOKS",
      { type: "new_subscription", addonType: null },
    ],
    [
      "a planId with bad characters is dropped",
      "/go-pro",
      "?planId=annual%3Cscript%3E&fromPlan=..%2Fx&source=a%20b",
      { type: "new_subscription", planId: null, toPlan: null, fromPlan: null, source: null },
    ],
    [
      "a planId longer than 64 characters is dropped",
      "/go-pro",
      `?planId=${"a".repeat(65)}`,
      { planId: null, toPlan: null },
    ],
    ["an empty planId is null", "/go-pro", "?planId=", { planId: null, toPlan: null }],
    ["no query", "/go-pro", "", { type: "new_subscription", planId: null, query: "" }],
  ])("%s", (_label, path, query, expected) => {
    const context = checkoutContextOf({ path, query, userId: "user_1", now: NOW });
    expect(context).toMatchObject({
      ...expected,
      userId: "user_1",
      originalPath: path,
      timestamp: NOW,
      expiresAt: NOW + TWO_HOURS,
    });
  });

  it("writes the whole context, expiring exactly two hours later", () => {
    expect(
      checkoutContextOf({
        path: "/go-pro",
        query: "?planId=annual&source=dashboard",
        userId: null,
        now: NOW,
      }),
    ).toEqual({
      type: "new_subscription",
      action: "subscribe",
      planId: "annual",
      fromPlan: null,
      toPlan: "annual",
      addonType: null,
      userId: null,
      source: "dashboard",
      originalPath: "/go-pro",
      query: "planId=annual&source=dashboard",
      timestamp: NOW,
      expiresAt: NOW + 7_200_000,
    });
  });
});

describe("readCheckoutContext", () => {
  const context = checkoutContextOf({
    path: "/switch-plan",
    query: "?planId=lifetime&fromPlan=1month&isUpgrade=true",
    userId: "user_1",
    now: NOW,
  });
  const stored = JSON.stringify(context);

  it.each<[string, string | null, number, TCheckoutContext | null]>([
    ["as written", stored, NOW, context],
    ["1 ms before it expires", stored, context.expiresAt - 1, context],
    ["when it expires", stored, context.expiresAt, null],
    ["after it expires", stored, context.expiresAt + 1, null],
    ["malformed JSON", "{not json", NOW, null],
    ["JSON that is not an object", "42", NOW, null],
    ["JSON null", "null", NOW, null],
    ["a wrong shape", JSON.stringify({ type: "refund", planId: "annual" }), NOW, null],
    ["an unknown type", JSON.stringify({ ...context, type: "refund" }), NOW, null],
    ["a planId with bad characters", JSON.stringify({ ...context, planId: "../x" }), NOW, null],
    ["an unknown addonType", JSON.stringify({ ...context, addonType: "stickers" }), NOW, null],
    [
      "a path off the site",
      JSON.stringify({ ...context, originalPath: "https://x.example" }),
      NOW,
      null,
    ],
    [
      "an expiry as a string",
      JSON.stringify({ ...context, expiresAt: String(context.expiresAt) }),
      NOW,
      null,
    ],
    ["an empty string", "", NOW, null],
    ["nothing stored", null, NOW, null],
  ])("%s", (_label, raw, now, expected) => {
    expect(readCheckoutContext(raw, now)).toEqual(expected);
  });
});

describe("resumePathOf", () => {
  it.each([
    ["/go-pro", "?planId=annual&source=dashboard", "/go-pro?planId=annual&source=dashboard"],
    ["/go-pro", "planId=annual", "/go-pro?planId=annual"],
    ["/switch-plan", "", "/switch-plan"],
    ["/go-pro", "?", "/go-pro"],
  ])("%s with query %j -> %s", (path, query, resume) => {
    expect(resumePathOf(checkoutContextOf({ path, query, userId: null, now: NOW }))).toBe(resume);
  });
});
