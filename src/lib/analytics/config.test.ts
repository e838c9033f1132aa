import { describe, expect, it } from "vitest";
import {
  analyticsConfigOf,
  hasAnyDestination,
  NO_ANALYTICS,
  parseAnalyticsConfig,
  type TAnalyticsConfig,
} from "./config";

describe("analyticsConfigOf: ids from the environment", () => {
  it.each([
    ["G-ABC123", "G-ABC123"],
    ["G-ABCD", "G-ABCD"],
    [`G-${"A".repeat(20)}`, `G-${"A".repeat(20)}`],
    ["  G-ABC123\n", "G-ABC123"],
    ["G-ABC", null],
    [`G-${"A".repeat(21)}`, null],
    ["G-abc123", null],
    ["UA-12345-1", null],
    ["ABC123", null],
    ["G-ABC 123", null],
    ["", null],
    ["   ", null],
    [undefined, null],
  ])("the analytics id %j -> %j", (id, expected) => {
    expect(analyticsConfigOf({ ga: id }).ga).toEqual(
      expected === null ? null : { id: expected, baseUrl: null },
    );
  });

  it.each([
    ["123456789012345", "123456789012345"],
    ["12345", "12345"],
    ["1".repeat(20), "1".repeat(20)],
    [" 123456789012345 ", "123456789012345"],
    ["1234", null],
    ["1".repeat(21), null],
    ["12345678901234a", null],
    ["-123456789", null],
    ["", null],
    [undefined, null],
  ])("the social-ads id %j -> %j", (id, expected) => {
    expect(analyticsConfigOf({ meta: id }).meta).toEqual(
      expected === null ? null : { id: expected, baseUrl: null },
    );
  });

  it.each([
    ["t2_abcd", "t2_abcd"],
    ["abcd", "abcd"],
    ["a".repeat(40), "a".repeat(40)],
    ["\tt2_abcd ", "t2_abcd"],
    ["abc", null],
    ["a".repeat(41), null],
    ["t2-abcd", null],
    ["t2_ab cd", null],
    ["", null],
    [undefined, null],
  ])("the forum-ads id %j -> %j", (id, expected) => {
    expect(analyticsConfigOf({ reddit: id }).reddit).toEqual(
      expected === null ? null : { id: expected, baseUrl: null },
    );
  });

  it("passes each base URL through, and none as null", () => {
    expect(
      analyticsConfigOf({
        ga: "G-ABC123",
        gaBaseUrl: "http://stand-in.test/ga",
        meta: "123456789012345",
        metaBaseUrl: "http://stand-in.test/meta",
        reddit: "t2_abcd",
      }),
    ).toEqual({
      ga: { id: "G-ABC123", baseUrl: "http://stand-in.test/ga" },
      meta: { id: "123456789012345", baseUrl: "http://stand-in.test/meta" },
      reddit: { id: "t2_abcd", baseUrl: null },
    });
  });

  it("leaves out a destination whose id is malformed even when it has a base URL", () => {
    expect(analyticsConfigOf({ ga: "nope", gaBaseUrl: "http://stand-in.test" })).toEqual(
      NO_ANALYTICS,
    );
  });

  it("configures nothing from an empty environment", () => {
    expect(analyticsConfigOf({})).toEqual(NO_ANALYTICS);
  });
});

describe("parseAnalyticsConfig: what the browser received", () => {
  const valid: TAnalyticsConfig = {
    ga: { id: "G-ABC123", baseUrl: null },
    meta: { id: "123456789012345", baseUrl: "https://stand-in.test" },
    reddit: { id: "t2_abcd", baseUrl: "http://stand-in.test/reddit" },
  };

  it("reads a valid configuration unchanged", () => {
    expect(parseAnalyticsConfig(valid)).toEqual(valid);
  });

  it("reads a configuration with no destinations as none", () => {
    expect(parseAnalyticsConfig(NO_ANALYTICS)).toEqual(NO_ANALYTICS);
  });

  it.each([
    ["a missing ga", { meta: valid.meta, reddit: valid.reddit }, "ga"],
    ["a missing meta", { ga: valid.ga, reddit: valid.reddit }, "meta"],
    ["a missing reddit", { ga: valid.ga, meta: valid.meta }, "reddit"],
    ["a string ga", { ...valid, ga: "G-ABC123" }, "ga"],
    ["a numeric meta id", { ...valid, meta: { id: 123456789012345, baseUrl: null } }, "meta"],
    ["a malformed reddit id", { ...valid, reddit: { id: "t2-x", baseUrl: null } }, "reddit"],
    ["a missing ga id", { ...valid, ga: { baseUrl: null } }, "ga"],
    ["a missing baseUrl", { ...valid, ga: { id: "G-ABC123" } }, "ga"],
    ["a numeric baseUrl", { ...valid, ga: { id: "G-ABC123", baseUrl: 1 } }, "ga"],
    [
      "a javascript: baseUrl",
      { ...valid, meta: { id: "123456789012345", baseUrl: "javascript:alert(1)" } },
      "meta",
    ],
    ["a relative baseUrl", { ...valid, meta: { id: "123456789012345", baseUrl: "/tr" } }, "meta"],
    ["an empty baseUrl", { ...valid, reddit: { id: "t2_abcd", baseUrl: "" } }, "reddit"],
    [
      "a baseUrl with a space",
      { ...valid, reddit: { id: "t2_abcd", baseUrl: "https://a b.test" } },
      "reddit",
    ],
    [
      "an ftp baseUrl",
      { ...valid, reddit: { id: "t2_abcd", baseUrl: "ftp://stand-in.test" } },
      "reddit",
    ],
  ] as const)("reads %s as that destination not configured", (_name, raw, key) => {
    expect(parseAnalyticsConfig(raw)).toEqual({ ...valid, [key]: null });
  });

  it.each([[null], [undefined], ["config"], [42], [true]])(
    "reads %o as nothing configured",
    (raw) => {
      expect(parseAnalyticsConfig(raw)).toEqual(NO_ANALYTICS);
    },
  );

  it("reads an array as nothing configured", () => {
    expect(parseAnalyticsConfig([valid])).toEqual(NO_ANALYTICS);
  });
});

describe("hasAnyDestination", () => {
  const ga = { id: "G-ABC123", baseUrl: null };
  const meta = { id: "123456789012345", baseUrl: null };
  const reddit = { id: "t2_abcd", baseUrl: null };
  it.each<[TAnalyticsConfig, boolean]>([
    [NO_ANALYTICS, false],
    [{ ga, meta: null, reddit: null }, true],
    [{ ga: null, meta, reddit: null }, true],
    [{ ga: null, meta: null, reddit }, true],
    [{ ga, meta, reddit }, true],
  ])("%o -> %s", (config, expected) => {
    expect(hasAnyDestination(config)).toBe(expected);
  });
});
