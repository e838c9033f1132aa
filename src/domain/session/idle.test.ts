import { describe, expect, it } from "vitest";
import { clientIdlePhase, serverIdleAction, shouldRecordActivity } from "./idle";

const SPEC = { timeoutMs: 900_000, warningBeforeMs: 120_000, recordIntervalMs: 30_000 };
const MIN = 60_000;

describe("the server refuses a session idle for over 15 minutes (spec 9: 900000 ms)", () => {
  it.each([
    [0, "keep"],
    [29_999, "keep"],
    [30_000, "record"],
    [30_001, "record"],
    [15 * MIN - 1, "record"],
    [15 * MIN, "record"],
    [15 * MIN + 1, "expire"],
    [60 * MIN, "expire"],
  ])("idle %i ms -> %s", (idle, expected) => {
    expect(serverIdleAction(idle, SPEC)).toBe(expected);
  });
});

describe("the browser warns at 13 minutes and expires at 15 (spec 9: 780000 and 900000 ms)", () => {
  it.each([
    [0, "active"],
    [13 * MIN - 1, "active"],
    [13 * MIN, "warning"],
    [13 * MIN + 1, "warning"],
    [15 * MIN - 1, "warning"],
    [15 * MIN, "expired"],
    [15 * MIN + 1, "expired"],
  ])("idle %i ms -> %s", (idle, expected) => {
    expect(clientIdlePhase(idle, SPEC)).toBe(expected);
  });
});

describe("activity is recorded at most every 30 s", () => {
  it.each([
    [0, false],
    [29_999, false],
    [30_000, true],
    [30_001, true],
  ])("%i ms after the last record -> %s", (since, expected) => {
    expect(shouldRecordActivity(since, 30_000)).toBe(expected);
  });
});
