// The notifications beyond onboarding (issue #19): a plan step up or down after a logged set, a
// QuickDASH retake that has come due, and a week's summary. Each has a key, so it is created once
// however often the rule is checked (a retried set, a second server's sweep).
import type { TNotificationTemplate } from "@/content/notifications";
import type { TProgressionDecision } from "@/domain/program/progression";
import { RETAKE_AFTER_DAYS } from "@/domain/progress/quickdash-history";

export type TKeyedNotification = TNotificationTemplate & { key: string };

/**
 * After a logged set: a step up ("progress") or a step down ("regress") of that exercise's next
 * session; nothing for "hold". One per exercise, direction and day (`day`: YYYY-MM-DD).
 */
export function stepNotificationOf(options: {
  decision: TProgressionDecision;
  slug: string;
  exerciseName: string;
  /** The next session's dose in words, "2 sets × 15 at 3 lb". */
  nextDose: string;
  day: string;
}): TKeyedNotification | null {
  const { decision, slug, exerciseName, nextDose, day } = options;
  if (decision === "hold") return null;
  const key = `step:${slug}:${decision}:${day}`;
  return decision === "progress"
    ? {
        key,
        type: "plan_step_up",
        title: `A step up for ${exerciseName}`,
        message: `Your pain stayed within the rules, settled by the morning and isn't rising, so the next session steps up a little: ${nextDose}.`,
        link: "/exercise-program",
        priority: "normal",
      }
    : {
        key,
        type: "plan_step_down",
        title: `Easing off ${exerciseName}`,
        message: `Your pain went above 5/10, didn't settle by the morning, or rose this week, so the next session is lighter: ${nextDose}. Easing off is part of the plan, not a setback.`,
        link: "/exercise-program",
        priority: "normal",
      };
}

/** A retake of the QuickDASH, once per QuickDASH taken (`latestAt`), when it has come due. */
export function retakeNotificationOf(latestAt: Date): TKeyedNotification {
  return {
    key: `retake:${latestAt.toISOString()}`,
    type: "retake_due",
    title: "Time to retake the QuickDASH",
    message: `It has been ${RETAKE_AFTER_DAYS} days or more since your last one. Eleven short questions show how your hand and arm are doing day to day.`,
    link: "/progress-statistics/quickdash",
    priority: "normal",
  };
}

export type TWeekActivity = {
  /** Monday of the week summed up, YYYY-MM-DD. */
  weekStart: string;
  sets: number;
  /** Days with at least one set. */
  exerciseDays: number;
  /** Mean pain during the week's sets, 0-10; null without sets. */
  averagePain: number | null;
  /** Days with a load log. */
  loadDays: number;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The week's summary in plain words; a quiet week gets a gentle word, not a reproach. */
export function weeklySummaryOf(week: TWeekActivity): TKeyedNotification {
  const parts: string[] = [];
  if (week.sets > 0) {
    parts.push(
      `${plural(week.sets, "set", "sets")} on ${plural(week.exerciseDays, "day", "days")}`,
    );
    if (week.averagePain !== null)
      parts.push(`average pain during sets ${week.averagePain.toFixed(1)}/10`);
  }
  if (week.loadDays > 0) parts.push(`${plural(week.loadDays, "day", "days")} of load logged`);
  const message =
    parts.length > 0
      ? `Last week: ${parts.join(", ")}. Your progress page has the detail.`
      : "Nothing was logged last week. That's all right: a few minutes today is a good way back in.";
  return {
    key: `week:${week.weekStart}`,
    type: "weekly_summary",
    title: "Your week in Wristwise",
    message,
    link: "/progress-statistics",
    priority: "low",
  };
}
