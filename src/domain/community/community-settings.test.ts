// Community display names and settings (issue #20): a table, every boundary.
import { describe, expect, it } from "vitest";
import {
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  defaultCommunitySettings,
  ZCommunitySettings,
  ZDisplayName,
} from "./community-settings";

describe("ZDisplayName", () => {
  it.each([
    ["A", false],
    ["Al", true],
    ["a".repeat(DISPLAY_NAME_MAX), true],
    ["a".repeat(DISPLAY_NAME_MAX + 1), false],
    ["  Sam   R  ", true],
    ["José Ñúñez", true],
    ["林 美", true],
    ["O'Neil-Smith_2", true],
    ["Dr. Kay", true],
    ["-dash first", false],
    [".dot", false],
    ["sam@example.com", false],
    ["https://x.example", false],
    ["<b>bold</b>", false],
    ["emoji 🙂", false],
    ["", false],
    ["   ", false],
    ["Wristwise team", false],
    ["WRIST-WISE", false],
    ["Support", false],
    ["the admin", false],
    ["Official Kay", false],
    ["Staffordshire Sam", true],
    ["Sam (team)", false],
    ["W.r.i.s.t wise", false],
    ["\u3164\u3164", false],
    ["A\u115F\u1160", false],
    ["q\u0301\u0301", true],
    ["q\u0301\u0301\u0301", false],
    ["Ｓａｍ", true],
  ])("%j → %s", (value, ok) => {
    expect(ZDisplayName.safeParse(value).success).toBe(ok);
  });

  it("trims and folds inner spaces", () => {
    expect(ZDisplayName.parse("  Sam   R  ")).toBe("Sam R");
  });

  it("stores full-width letters as ordinary ones (NFKC)", () => {
    expect(ZDisplayName.parse("Ｓａｍ")).toBe("Sam");
  });

  it("counts the length after trimming", () => {
    expect(ZDisplayName.safeParse(`  ${"a".repeat(DISPLAY_NAME_MIN)}  `).success).toBe(true);
  });
});

describe("ZCommunitySettings", () => {
  it("takes exactly the three settings", () => {
    const good = { displayName: "Sam", directoryOptIn: true, clinicEmails: false };
    expect(ZCommunitySettings.safeParse(good).success).toBe(true);
    expect(ZCommunitySettings.safeParse({ ...good, userId: "x" }).success).toBe(false);
    expect(ZCommunitySettings.safeParse({ ...good, directoryOptIn: "yes" }).success).toBe(false);
    expect(ZCommunitySettings.safeParse({ displayName: "Sam" }).success).toBe(false);
  });
});

describe("defaultCommunitySettings", () => {
  it.each([
    ["Robin Vale", "Robin"],
    ["  Ada   Lovelace ", "Ada"],
    ["J", "Member"],
    ["", "Member"],
    ["x@y.z Person", "Member"],
  ])("%j → %s, unlisted, no clinic emails", (name, displayName) => {
    expect(defaultCommunitySettings(name)).toEqual({
      displayName,
      directoryOptIn: false,
      clinicEmails: false,
    });
  });
});
