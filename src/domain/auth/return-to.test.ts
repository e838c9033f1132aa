import { describe, expect, it } from "vitest";
import { loginPathFor, toSafeReturnTo } from "./return-to";

describe("returnTo accepts only same-site paths", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/exercise-program?startTour=true", "/exercise-program?startTour=true"],
    ["/a/b#section", "/a/b#section"],
    ["/", "/"],
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
