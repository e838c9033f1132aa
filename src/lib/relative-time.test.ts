import { describe, expect, it } from "vitest";
import { fullDateTimeOf, relativeTimeOf } from "./relative-time";

const now = new Date("2026-11-23T14:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe("relativeTimeOf", () => {
  it.each([
    [ago(0), "just now"],
    [ago(59 * s), "just now"],
    [new Date(now.getTime() + 5 * s), "just now"], // a client clock a little behind the server's
    [ago(60 * s), "1 minute ago"],
    [ago(2 * min), "2 minutes ago"],
    [ago(59 * min + 59 * s), "59 minutes ago"],
    [ago(h), "1 hour ago"],
    [ago(2 * h + 59 * min), "2 hours ago"],
    [ago(23 * h + 59 * min), "23 hours ago"],
    [ago(d), "yesterday"],
    [ago(2 * d - s), "yesterday"],
    [ago(2 * d), "2 days ago"],
    [ago(6 * d + 23 * h), "6 days ago"],
    [ago(7 * d), "last week"],
    [ago(14 * d), "2 weeks ago"],
    [ago(28 * d - s), "3 weeks ago"],
    [ago(28 * d), "26 Oct 2026"],
    [new Date("2025-01-02T10:00:00Z"), "2 Jan 2025"],
  ])("%s reads %s", (then, text) => {
    expect(relativeTimeOf(then, now)).toBe(text);
  });
});

describe("fullDateTimeOf", () => {
  it("names the day, the date and the time", () => {
    const text = fullDateTimeOf(now);
    expect(text).toMatch(/November 2026/);
    expect(text).toMatch(/\d{2}:\d{2}/);
    expect(text).toMatch(/day/);
  });
});
