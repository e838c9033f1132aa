// Which of a person's program exercises are for today (issue #6: the dashboard's "today's
// exercises"). Daily exercises are due every day. Exercises done a few times a week are due until
// the week's sessions are done, with a day between sessions: loaded tendon work is dosed with
// about 48 hours between sessions so the tissue can adapt (the pain-monitoring model of 0009).
import type { TProgram } from "@/domain/program/generate-program";
import { addDays, dayKeyOf, weekStartOf } from "@/lib/day";

export type TExerciseStatus = "done" | "due" | "rest";

export type TTodaysExercise = { slug: string; status: TExerciseStatus };

export type TTodaysExercises = {
  items: TTodaysExercise[];
  due: number;
  done: number;
};

/** Today's status of every program exercise, from the person's logged sets (any order). */
export function todaysExercisesOf(
  program: Pick<TProgram, "groups">,
  logs: readonly { slug: string; loggedAt: Date }[],
  now: Date,
  timeZone: string,
): TTodaysExercises {
  const today = dayKeyOf(now, timeZone);
  const yesterday = addDays(today, -1);
  const monday = weekStartOf(today);
  const daysBySlug = new Map<string, Set<string>>();
  for (const log of logs) {
    const days = daysBySlug.get(log.slug) ?? new Set<string>();
    days.add(dayKeyOf(log.loggedAt, timeZone));
    daysBySlug.set(log.slug, days);
  }

  const seen = new Set<string>();
  const items: TTodaysExercise[] = [];
  for (const item of program.groups.flatMap((g) => g.items)) {
    if (seen.has(item.slug)) continue;
    seen.add(item.slug);
    const days = daysBySlug.get(item.slug) ?? new Set<string>();
    let status: TExerciseStatus;
    if (days.has(today)) status = "done";
    else if (item.sessionsPerWeek >= 7) status = "due";
    else {
      const thisWeek = [...days].filter((d) => d >= monday && d <= today).length;
      status = thisWeek >= item.sessionsPerWeek || days.has(yesterday) ? "rest" : "due";
    }
    items.push({ slug: item.slug, status });
  }
  return {
    items,
    due: items.filter((i) => i.status === "due").length,
    done: items.filter((i) => i.status === "done").length,
  };
}
