import { describe, expect, it } from "vitest";
import { addonEndedOf } from "./addon-words";

describe("what the account page says once a past-due add-on has ended (its `ended` parameter)", () => {
  it.each([
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
    ["discordRole ", null],
    ["", null],
    ["constructor", null],
    ["__proto__", null],
    [null, null],
  ])("%j -> %j", (value, expected) => {
    expect(addonEndedOf(value)).toBe(expected);
  });
});
