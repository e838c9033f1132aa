import { describe, expect, it } from "vitest";
import { isSafeCallbackUrl, loginPathFor, toSafeReturnTo } from "./return-to";

describe("returnTo accepts only same-site paths", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/exercise-program?startTour=true", "/exercise-program?startTour=true"],
    ["/a/b#section", "/a/b#section"],
    ["/", "/"],
    // Encoded slashes stay encoded: a path on this site, never another host.
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/a/../dashboard", "/dashboard"],
    ["/./dashboard", "/dashboard"],
  ])("keeps %s", (input, expected) => {
    expect(toSafeReturnTo(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["dashboard"],
    ["https://evil.example/phish"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["/\\/evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    ["/ok\u0000"],
    ["/line\nbreak"],
    [`/${"a".repeat(2048)}`],
    // Dot segments that normalise to a protocol-relative //host (#12 finding 2).
    ["/.//evil.example"],
    ["/./\\evil.example"],
    ["/a/..//evil.example"],
    ["/a/b/../..//evil.example/phish"],
    ["/%2e//evil.example"],
    ["/%2E//evil.example"],
    ["/%2e%2e//evil.example"],
    ["/./%2e//evil.example"],
    // Tabs, newlines and other characters a browser strips from a URL.
    ["/\t/evil.example"],
    ["/\r\n/evil.example"],
    ["/\u000b/evil.example"],
    ["/%09/evil.example".replace("%09", "\t")],
    // Schemes, with and without a leading slash.
    ["javascript://%0aalert(1)"],
    ["JaVaScRiPt:alert(1)"],
    ["data:text/html,hi"],
    [" /dashboard"],
    ["https:/evil.example"],
    ["/\\\\evil.example"],
  ])("ignores %j", (input) => {
    expect(toSafeReturnTo(input)).toBeNull();
  });
});

describe("loginPathFor", () => {
  it.each([
    ["/account", "/login?returnTo=%2Faccount"],
    ["/go-pro?planId=annual", "/login?returnTo=%2Fgo-pro%3FplanId%3Dannual"],
    ["/", "/login"],
    ["//evil.example", "/login"],
  ])("%s -> %s", (path, expected) => {
    expect(loginPathFor(path)).toBe(expected);
  });
});

describe("callback URLs on Better Auth's email links (#12 finding 3)", () => {
  const APP = "http://localhost:3000";
  it.each([
    ["/dashboard", true],
    ["/reset-password", true],
    ["http://localhost:3000/reset-password", true],
    ["http://localhost:3000", true],
    ["http://localhost:3000/", true],
    ["/.//evil.example/phish", false],
    ["//evil.example", false],
    ["http://localhost:3000//evil.example", false],
    ["http://localhost:3000/.//evil.example", false],
    ["http://localhost:3000@evil.example/", false],
    ["http://localhost:3001/dashboard", false],
    ["https://localhost:3000/dashboard", false],
    ["https://evil.example/", false],
    ["javascript:alert(1)", false],
    ["http://localhost:3000/\\evil.example", false],
    ["http://localhost:3000/ok\t", false],
    ["", false],
  ])("%j is safe: %s", (value, safe) => {
    expect(isSafeCallbackUrl(value, APP)).toBe(safe);
  });
});
