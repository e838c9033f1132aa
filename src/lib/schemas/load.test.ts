import { describe, expect, it } from "vitest";
import { ZLoadLog } from "./load";

const today = new Date().toISOString().slice(0, 10);
const valid = {
  day: today,
  keyboardHours: 7,
  gamingHours: 1.5,
  otherHandHours: 0,
  breaks: 4,
  morningPain: 2,
  eveningPain: 4,
  stiffness: "under-15-min",
  workMinutesBeforePain: 180,
  hobbyMinutesBeforePain: null,
  note: "",
};

describe("the daily log's input rules", () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ["hours above 24", { keyboardHours: 25 }, "keyboardHours", "A day has 24 hours at most."],
    ["negative hours", { gamingHours: -1 }, "gamingHours", "Gaming hours can't be below 0."],
    [
      "hours that add up past a day",
      { keyboardHours: 12, gamingHours: 10, otherHandHours: 3 },
      "hours",
      "These add up to 25 hours, more than a day. Please check them.",
    ],
    ["31 breaks", { breaks: 31 }, "breaks", "Enter breaks from 0 to 30."],
    ["pain 11", { eveningPain: 11 }, "eveningPain", "Enter evening pain from 0 to 10."],
    ["pain -1", { morningPain: -1 }, "morningPain", "Enter morning pain from 0 to 10."],
    ["pain 2.5", { morningPain: 2.5 }, "morningPain", "Enter morning pain as a whole number."],
    [
      "an unknown stiffness",
      { stiffness: "all-day" },
      "stiffness",
      "Choose how long morning stiffness lasted.",
    ],
    [
      "minutes past a day",
      { workMinutesBeforePain: 1441 },
      "workMinutesBeforePain",
      "Enter minutes from 0 to 1440.",
    ],
    ["a day not yet come", { day: "2999-01-01" }, "day", "That day hasn't happened yet."],
    ["a day over a year ago", { day: "2001-01-01" }, "day", "Logs can go back one year at most."],
    ["not a date", { day: "yesterday" }, "day", "Choose the day this log is for."],
    [
      "a very long note",
      { note: "x".repeat(501) },
      "note",
      "Please keep the note to 500 characters.",
    ],
  ])("refuses %s", (_, patch, field, message) => {
    const result = ZLoadLog.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it.each<[string, Record<string, unknown>]>([
    ["0 hours everywhere", { keyboardHours: 0, gamingHours: 0, otherHandHours: 0 }],
    ["exactly 24 hours", { keyboardHours: 20, gamingHours: 4, otherHandHours: 0 }],
    ["30 breaks", { breaks: 30 }],
    ["pain 0 and 10", { morningPain: 0, eveningPain: 10 }],
    ["1440 minutes", { hobbyMinutesBeforePain: 1440 }],
    ["a 500-character note", { note: "x".repeat(500) }],
  ])("accepts %s", (_, patch) => {
    expect(ZLoadLog.safeParse({ ...valid, ...patch }).success).toBe(true);
  });

  it("stores an empty note as no note", () => {
    expect(ZLoadLog.parse({ ...valid, note: "   " }).note).toBeNull();
  });
});
