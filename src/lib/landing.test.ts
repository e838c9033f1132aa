import { describe, expect, it } from "vitest";
import { landingCookieValueOf, landingOf, parseLandingCookie } from "./landing";

describe("the landing record", () => {
  const base = { pathname: "/carpaltunnel", search: "", referrer: "", host: "wristwise.app" };
  it.each([
    ["?source=newsletter&utm_source=x", "", "newsletter"],
    ["?utm_source=reddit&ref=y", "", "reddit"],
    ["?ref=partner", "https://other.example/page", "partner"],
    ["", "https://www.google.com/search?q=wrist", "www.google.com"],
    ["", "https://wristwise.app/about", "direct"],
    ["", "not a url", "direct"],
    ["", "", "direct"],
  ])("search %j, referrer %j: source %s", (search, referrer, source) => {
    expect(landingOf({ ...base, search, referrer })).toEqual({ page: "/carpaltunnel", source });
  });

  it("bounds what a visitor can put in it, and reads back only a landing record", () => {
    const long = landingOf({
      ...base,
      pathname: `/${"p".repeat(600)}`,
      search: `?source=${"s".repeat(300)}`,
    });
    expect(long.page).toHaveLength(512);
    expect(long.source).toHaveLength(128);
    expect(parseLandingCookie(landingCookieValueOf(long))).toEqual(long);
    expect(parseLandingCookie("%7B%22page%22%3A1%7D")).toBeNull();
    expect(parseLandingCookie("%E0%A4%A")).toBeNull();
    expect(parseLandingCookie(undefined)).toBeNull();
  });

  it("drops control characters from a campaign's source, so the record it writes reads back", () => {
    const landing = landingOf({ ...base, search: "?source=%00news%0Aletter%00" });
    expect(landing.source).toBe("newsletter");
    expect(parseLandingCookie(landingCookieValueOf(landing))).toEqual(landing);
  });

  it.each([
    ["a 512-character page", { page: "/".repeat(512), source: "x" }, true],
    ["a 513-character page", { page: "/".repeat(513), source: "x" }, false],
    ["a 128-character source", { page: "/", source: "s".repeat(128) }, true],
    ["a 129-character source", { page: "/", source: "s".repeat(129) }, false],
    ["no source", { page: "/" }, false],
    ["a numeric source", { page: "/", source: 7 }, false],
    ["null", null, false],
    ["an array", ["/", "x"], false],
    ["a NUL in the source", { page: "/", source: "\u0000" }, false],
    ["a NUL in the page", { page: "/a\u0000", source: "x" }, false],
    ["a newline in the source", { page: "/", source: "a\nb" }, false],
    ["a DEL in the source", { page: "/", source: "a\u007f" }, false],
  ])("reads back %s: %s", (_, value, valid) => {
    const raw = encodeURIComponent(JSON.stringify(value));
    expect(parseLandingCookie(raw)).toEqual(valid ? value : null);
  });
});

describe("a landing from the partner site (spec 3)", () => {
  const base = { pathname: "/wristpain", search: "", host: "wristwise.app" };
  it.each([
    ["https://partner.com/blog/post", "partner.com", "partner_site", "partner.com"],
    ["https://www.partner.com/", "partner.com", "partner_site", "www.partner.com"],
    ["https://WWW.PARTNER.COM/", "partner.com", "partner_site", "www.partner.com"],
    ["https://notpartner.com/", "partner.com", "/wristpain", "notpartner.com"],
    ["https://partner.com/blog/post", null, "/wristpain", "partner.com"],
    ["https://partner.com/blog/post", undefined, "/wristpain", "partner.com"],
    ["", "partner.com", "/wristpain", "direct"],
    ["https://wristwise.app/pricing", "wristwise.app", "/wristpain", "direct"],
  ])(
    "referrer %j with partner host %j: page %s, source %s",
    (referrer, partnerHost, page, source) => {
      expect(landingOf({ ...base, referrer, partnerHost })).toEqual({ page, source });
    },
  );

  it("keeps a campaign's source while labelling the page as the partner site", () => {
    expect(
      landingOf({
        ...base,
        search: "?utm_source=newsletter",
        referrer: "https://partner.com/",
        partnerHost: "partner.com",
      }),
    ).toEqual({ page: "partner_site", source: "newsletter" });
  });
});
