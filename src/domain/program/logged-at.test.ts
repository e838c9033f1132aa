import { describe, expect, it } from "vitest";
import { OFFLINE_SET_MAX_AGE_DAYS, setLoggedAtOf } from "./logged-at";

const now = new Date("2026-11-25T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

describe("setLoggedAtOf", () => {
  it.each([
    ["no claimed time: the server's now", undefined, now.toISOString()],
    ["a minute ago: kept", iso(now.getTime() - 60_000), iso(now.getTime() - 60_000)],
    ["exactly now: kept", now.toISOString(), now.toISOString()],
    ["a second in the future: now", iso(now.getTime() + 1000), now.toISOString()],
    ["a day in the future: now", iso(now.getTime() + DAY), now.toISOString()],
    ["29 days ago: kept", iso(now.getTime() - 29 * DAY), iso(now.getTime() - 29 * DAY)],
    [
      "exactly 30 days ago: kept",
      iso(now.getTime() - OFFLINE_SET_MAX_AGE_DAYS * DAY),
      iso(now.getTime() - 30 * DAY),
    ],
    ["30 days and a second ago: too old", iso(now.getTime() - 30 * DAY - 1000), "too-old"],
    ["a year ago: too old", iso(now.getTime() - 365 * DAY), "too-old"],
    ["with an offset: the same instant", "2026-11-25T13:00:00+02:00", "2026-11-25T11:00:00.000Z"],
  ])("%s", (_name, claimed, expected) => {
    const result = setLoggedAtOf(claimed, now);
    expect(result instanceof Date ? result.toISOString() : result).toBe(expected);
  });

  it("keeps the limit at 30 days", () => expect(OFFLINE_SET_MAX_AGE_DAYS).toBe(30));
});
