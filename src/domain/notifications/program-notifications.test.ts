import { describe, expect, it } from "vitest";
import { retakeNotificationOf, stepNotificationOf, weeklySummaryOf } from "./program-notifications";

describe("stepNotificationOf", () => {
  const base = {
    slug: "wrist-extension-curl",
    exerciseName: "Wrist extension curl",
    nextDose: "2 sets × 15 at 3 lb",
    day: "2026-11-25",
  };
  it.each([
    ["progress", "plan_step_up", "A step up for Wrist extension curl"],
    ["regress", "plan_step_down", "Easing off Wrist extension curl"],
  ] as const)(
    "%s: %s, titled %j, keyed per exercise, direction and day",
    (decision, type, title) => {
      const note = stepNotificationOf({ ...base, decision });
      expect(note).toMatchObject({ type, title, link: "/exercise-program", priority: "normal" });
      expect(note?.message).toContain("2 sets × 15 at 3 lb");
      expect(note?.key).toBe(`step:wrist-extension-curl:${decision}:2026-11-25`);
    },
  );

  it("says nothing for a hold", () =>
    expect(stepNotificationOf({ ...base, decision: "hold" })).toBeNull());

  it("never blames: a step down is part of the plan", () =>
    expect(stepNotificationOf({ ...base, decision: "regress" })?.message).toContain(
      "part of the plan",
    ));
});

describe("retakeNotificationOf", () => {
  it("is keyed by the QuickDASH it follows and links to the retake", () => {
    const note = retakeNotificationOf(new Date("2026-10-28T09:00:00.000Z"));
    expect(note).toMatchObject({
      key: "retake:2026-10-28T09:00:00.000Z",
      type: "retake_due",
      title: "Time to retake the QuickDASH",
      link: "/progress-statistics/quickdash",
    });
    expect(note.message).toContain("28 days");
  });
});

describe("weeklySummaryOf", () => {
  it.each([
    [
      { sets: 12, exerciseDays: 4, averagePain: 2.46, loadDays: 3 },
      "Last week: 12 sets on 4 days, average pain during sets 2.5/10, 3 days of load logged. Your progress page has the detail.",
    ],
    [
      { sets: 1, exerciseDays: 1, averagePain: 0, loadDays: 1 },
      "Last week: 1 set on 1 day, average pain during sets 0.0/10, 1 day of load logged. Your progress page has the detail.",
    ],
    [
      { sets: 0, exerciseDays: 0, averagePain: null, loadDays: 2 },
      "Last week: 2 days of load logged. Your progress page has the detail.",
    ],
    [
      { sets: 0, exerciseDays: 0, averagePain: null, loadDays: 0 },
      "Nothing was logged last week. That's all right: a few minutes today is a good way back in.",
    ],
  ])("%j", (week, message) => {
    const note = weeklySummaryOf({ weekStart: "2026-11-16", ...week });
    expect(note).toMatchObject({
      key: "week:2026-11-16",
      type: "weekly_summary",
      title: "Your week in Wristwise",
      link: "/progress-statistics",
      priority: "low",
      message,
    });
  });
});
