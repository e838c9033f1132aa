import { describe, expect, it } from "vitest";
import {
  CONSENT_PURPOSES,
  consentCookieValueOf,
  hasConsent,
  NO_CONSENT,
  parseConsentCookie,
  type TConsent,
} from "./consent";

const COMBINATIONS: [TConsent, string][] = [
  [{ analytics: false, ads: false }, "v1:"],
  [{ analytics: true, ads: false }, "v1:analytics"],
  [{ analytics: false, ads: true }, "v1:ads"],
  [{ analytics: true, ads: true }, "v1:analytics,ads"],
];

describe("the consent cookie's value", () => {
  it.each(COMBINATIONS)("%o is written as %j and read back unchanged", (consent, value) => {
    expect(consentCookieValueOf(consent)).toBe(value);
    expect(parseConsentCookie(value)).toEqual(consent);
  });

  it("writes no choice as the version alone, which grants nothing", () => {
    expect(consentCookieValueOf(NO_CONSENT)).toBe("v1:");
    expect(parseConsentCookie("v1:")).toEqual(NO_CONSENT);
  });

  it.each([
    ["v1%3Aads", { analytics: false, ads: true }],
    ["v1%3Aanalytics%2Cads", { analytics: true, ads: true }],
    ["v1%3A", { analytics: false, ads: false }],
  ])("reads the URI-encoded value %j as %o", (raw, consent) => {
    expect(parseConsentCookie(raw)).toEqual(consent);
  });

  it.each([
    [undefined],
    [null],
    [""],
    ["v0:ads"],
    ["v2:"],
    ["v1"],
    ["v1:ads:x"],
    ["v1:tracking"],
    ["v1:ads,"],
    ["v1:,ads"],
    ["v1:ADS"],
    ["%E0%A4%A"],
  ])("reads %j as no choice (null)", (raw) => {
    expect(parseConsentCookie(raw)).toBeNull();
  });
});

describe("hasConsent", () => {
  const cases: [string | undefined | null, boolean, boolean][] = [
    ["v1:", false, false],
    ["v1:analytics", true, false],
    ["v1:ads", false, true],
    ["v1:analytics,ads", true, true],
    ["v1%3Aads", false, true],
    [undefined, false, false],
    [null, false, false],
    ["", false, false],
    ["v0:ads", false, false],
    ["v2:", false, false],
    ["v1:ads:x", false, false],
    ["v1:tracking", false, false],
    ["v1:ads,", false, false],
    ["%E0%A4%A", false, false],
  ];
  it.each(
    cases.flatMap(([raw, analytics, ads]) => [
      [raw, "analytics" as const, analytics],
      [raw, "ads" as const, ads],
    ]),
  )("cookie %j grants %s: %s", (raw, purpose, granted) => {
    expect(hasConsent(raw, purpose)).toBe(granted);
  });

  it("covers every purpose there is", () => {
    expect(CONSENT_PURPOSES).toEqual(["analytics", "ads"]);
  });
});
