import { describe, expect, it } from "vitest";
import { NO_RED_FLAG_ANSWERS } from "./red-flags";
import { isSafetyPaused } from "./safety-pause";

const at = "2026-11-20T10:00:00.000Z";
const screen = (
  level: "emergency" | "urgent" | "nerve" | null,
  cleared: boolean,
): Parameters<typeof isSafetyPaused>[0] => ({
  answers: NO_RED_FLAG_ANSWERS,
  level,
  answeredAt: at,
  clearance: cleared && level ? { confirmedAt: at, level } : null,
});

describe("isSafetyPaused: a red flag with no clearance pauses the program", () => {
  it.each([
    ["never screened", undefined, false],
    ["no screen stored", null, false],
    ["every answer no", screen(null, false), false],
    ["emergency, not cleared", screen("emergency", false), true],
    ["urgent, not cleared", screen("urgent", false), true],
    ["nerve, not cleared", screen("nerve", false), true],
    ["emergency, cleared", screen("emergency", true), false],
    ["urgent, cleared", screen("urgent", true), false],
    ["nerve, cleared", screen("nerve", true), false],
  ] as const)("%s: %s", (_label, stored, paused) => {
    expect(isSafetyPaused(stored)).toBe(paused);
  });
});
