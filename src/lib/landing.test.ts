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
});
