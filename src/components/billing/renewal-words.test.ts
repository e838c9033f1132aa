import { describe, expect, it } from "vitest";
import { endedNoticeOf } from "./renewal-words";

describe("what the account page says once a past-due plan or add-on has ended (its `ended` parameter)", () => {
  it.each([
    [
      "plan",
      "Cancelled. Your plan has ended, and its unpaid payment won't be taken. You're on the free plan now, and your program and your logs stay.",
    ],
    [
      "discordRole",
      "Cancelled. The chat role add-on has ended, and its unpaid payment won't be taken.",
    ],
    [
      "expertVideoCalls",
      "Cancelled. The expert calls add-on has ended, and its unpaid payment won't be taken.",
    ],
    // Add-ons bought once never renew, so none of them is ever ended this way.
    ["miniCourses", null],
    ["ebooks", null],
    // However the address was written, nothing else is said.
    ["DiscordRole", null],
    ["Plan", null],
    ["discordRole ", null],
    ["", null],
    ["constructor", null],
    ["__proto__", null],
    [null, null],
  ])("%j -> %j", (value, expected) => {
    expect(endedNoticeOf(value)).toBe(expected);
  });
});
