import { describe, expect, it } from "vitest";
import {
  isGaClientId,
  newGaClientId,
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
    [{ utm_source: "\u0000" }, {}],
    [{ utm_source: "news\u0000letter" }, { utm_source: "newsletter" }],
    [{ utm_campaign: "a\u0001\u001fb\u007fc\n" }, { utm_campaign: "abc" }],
    [{ referrer: " \u0000 " }, {}],
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

describe("isGaClientId: random digits, a dot, the first visit in seconds", () => {
  it.each([
    ["1234567890.1732540000", true],
    ["123456.123456789", true],
    ["123456789012.12345678901", true],
    ["12345.1732540000", false],
    ["1234567890123.1732540000", false],
    ["1234567890.12345678", false],
    ["1234567890.123456789012", false],
    ["", false],
    ["abc", false],
    ["123.456", false],
    ["GA1.2.123.456", false],
    ["GA1.2.1234567890.1732540000", false],
    ["1234567890.1732540000 ", false],
    [" 1234567890.1732540000", false],
    ["1234567890.1732540000\n", false],
    ["1234567890,1732540000", false],
    ["-1234567890.1732540000", false],
    ["1234567890.-1732540000", false],
    ["1234567890.173254000a", false],
    ["1234567890", false],
    [1234567890.173254, false],
    [0, false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])("%j -> %s", (value, expected) => {
    expect(isGaClientId(value)).toBe(expected);
  });
});

describe("newGaClientId", () => {
  it.each([
    [0, "1000000000.1795600800"],
    [0.5, "5500000000.1795600800"],
    [0.123456789, "2111111101.1795600800"],
    [0.999999, "9999991000.1795600800"],
    [0.9999999999, "9999999999.1795600800"],
  ])("random %d at the fixed time gives %s, a valid client id", (random, expected) => {
    const id = newGaClientId(NOW, () => random);
    expect(id).toBe(expected);
    expect(isGaClientId(id)).toBe(true);
  });

  it("uses the time in whole seconds", () => {
    expect(newGaClientId(new Date("2026-11-25T10:00:00.999Z"), () => 0)).toBe(
      "1000000000.1795600800",
    );
  });

  it("is a valid client id with the real random source", () => {
    expect(isGaClientId(newGaClientId(NOW))).toBe(true);
  });
});
