import { describe, expect, it } from "vitest";
import { RED_FLAG_IDS, RED_FLAGS, redFlagLevelOf } from "./red-flags";

describe("redFlagLevelOf: the most urgent level any yes reaches", () => {
  const none = Object.fromEntries(RED_FLAG_IDS.map((id) => [id, false]));
  it("all no is no red flag", () => expect(redFlagLevelOf(none)).toBeNull());
  for (const level of ["emergency", "urgent", "nerve"] as const)
    it.each(RED_FLAGS[level])(`a yes to %s alone is ${level}`, (id) =>
      expect(redFlagLevelOf({ ...none, [id]: true })).toBe(level),
    );
  it("emergency outranks urgent and nerve", () =>
    expect(redFlagLevelOf({ ...none, lump: true, rapidWorsening: true, fracture: true })).toBe(
      "emergency",
    ));
  it("urgent outranks nerve", () =>
    expect(redFlagLevelOf({ ...none, lump: true, progressiveWeakness: true })).toBe("urgent"));
});
