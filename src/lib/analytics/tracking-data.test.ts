import { describe, expect, it } from "vitest";
import {
  nextTrackingData,
  parseTrackingCookie,
  trackingCookieValueOf,
  trackingFieldsOf,
} from "./tracking-data";

const NOW = new Date("2026-11-25T10:00:00Z");
const LATER = new Date("2026-11-30T10:00:00Z");

describe("trackingFieldsOf: only the known keys (spec 5)", () => {
  it.each([
    [{ utm_source: "newsletter" }, { utm_source: "newsletter" }],
    [
      { utm_source: "a", utm_medium: "b", utm_campaign: "c", utm_term: "d", utm_content: "e" },
      { utm_source: "a", utm_medium: "b", utm_campaign: "c", utm_term: "d", utm_content: "e" },
    ],
    [
      { fbclid: "F", gclid: "G", ref: "partner" },
      { fbclid: "F", gclid: "G", ref: "partner" },
    ],
    [{ referrer: "https://example.org/post" }, { referrer: "https://example.org/post" }],
    [{ utm_source: "x", isAdmin: true, __proto__: { polluted: 1 } }, { utm_source: "x" }],
    [{ utm_source: "" }, {}],
    [{ utm_source: "   " }, {}],
    [{ utm_source: 42 }, {}],
    [{ utm_source: " padded " }, { utm_source: "padded" }],
    [{ utm_source: "x".repeat(300) }, { utm_source: "x".repeat(200) }],
    [null, {}],
    ["utm_source=x", {}],
    [["utm_source"], {}],
  ])("%o -> %o", (input, expected) => {
    expect(trackingFieldsOf(input)).toEqual(expected);
  });
});

describe("the cookie", () => {
  it("round-trips the known fields and drops the rest", () => {
    const raw = trackingCookieValueOf({ utm_source: "news", referrer: "https://a.example/" });
    expect(parseTrackingCookie(raw)).toEqual({
      utm_source: "news",
      referrer: "https://a.example/",
    });
  });
  it.each([undefined, "", "%E0%A4%A", "not json", encodeURIComponent("[1,2]")])(
    "reads %o as nothing",
    (raw) => {
      expect(parseTrackingCookie(raw)).toEqual({});
    },
  );
});

describe("nextTrackingData", () => {
  it("captures at sign-up: the fields, capturedAt and lastUpdated", () => {
    expect(nextTrackingData({}, { utm_source: "news", gclid: "G" }, NOW)).toEqual({
      utm_source: "news",
      gclid: "G",
      capturedAt: NOW.toISOString(),
      lastUpdated: NOW.toISOString(),
    });
  });
  it("writes nothing when a visit brings nothing, or nothing new", () => {
    const existing = {
      utm_source: "news",
      capturedAt: NOW.toISOString(),
      lastUpdated: NOW.toISOString(),
    };
    expect(nextTrackingData(existing, {}, LATER)).toBeNull();
    expect(nextTrackingData(existing, { utm_source: "news" }, LATER)).toBeNull();
    expect(nextTrackingData({}, {}, LATER)).toBeNull();
  });
  it("updates on a later visit: newest values win, capturedAt stays, lastUpdated moves", () => {
    const existing = {
      utm_source: "news",
      utm_campaign: "spring",
      capturedAt: NOW.toISOString(),
      lastUpdated: NOW.toISOString(),
    };
    expect(nextTrackingData(existing, { utm_source: "reddit" }, LATER)).toEqual({
      utm_source: "reddit",
      utm_campaign: "spring",
      capturedAt: NOW.toISOString(),
      lastUpdated: LATER.toISOString(),
    });
  });
});
