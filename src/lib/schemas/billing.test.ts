import { describe, expect, it } from "vitest";
import { ZManageAddon } from "./billing";

describe("cancelling or resuming an add-on takes one monthly add-on, and nothing else", () => {
  it.each<[string, unknown, boolean]>([
    ["the chat role", { addonType: "discordRole" }, true],
    ["expert calls", { addonType: "expertVideoCalls" }, true],
    ["mini courses, bought once per course", { addonType: "miniCourses" }, false],
    ["ebooks, bought once per ebook", { addonType: "ebooks" }, false],
    ["an unknown add-on", { addonType: "discord" }, false],
    ["no add-on", {}, false],
    ["a number", { addonType: 1 }, false],
    ["another person's id alongside", { addonType: "discordRole", userId: "someone" }, false],
    ["not an object", "discordRole", false],
  ])("%s: %s", (_, input, ok) => {
    expect(ZManageAddon.safeParse(input).success).toBe(ok);
  });

  it("says plainly what was wrong", () => {
    const result = ZManageAddon.safeParse({ addonType: "ebooks" });
    expect(result.error?.issues[0]?.message).toBe("That isn't an add-on you can cancel or resume.");
  });
});
