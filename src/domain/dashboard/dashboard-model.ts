// Everything the dashboard shows, from the person's program and logs (issue #6, decision 0013):
// the greeting, the one next step and its words, the four action cards, and activity and load.
// One pure function, so /dashboard and /preview/dashboard show the same rules on different data.
import { hasFeature } from "@/domain/access/features";
import type { TSubscriptionTier } from "@/domain/access/tiers";
import { loadStatsOf, type TLoadStats } from "@/domain/load/load-summary";
import type { TLoadDaySummary } from "@/domain/load/types";
import type { TProgram } from "@/domain/program/generate-program";
import { isRetakeDue } from "@/domain/progress/quickdash-history";
import { addDays, dayKeyOf, hourOf } from "@/lib/day";
import { activitySummaryOf, recentMaxPainOf, type TActivitySummary } from "./activity";
import { nextStepOf, type TNextStep } from "./next-step";
import { todaysExercisesOf } from "./todays-exercises";

export type TStepCopy = { title: string; body: string; action: string; href: string };

export type TDashboardCard = {
  key: "exercises" | "load" | "progress" | "learn";
  title: string;
  /** One line of status: "2 done, 3 to do today", "Not logged yet today". */
  status: string;
  /** A second line: the names of what is left. */
  detail?: string;
  href: string;
  /** A Pro feature the person's plan lacks: the page then shows a demo. */
  proOnly?: boolean;
};

export type TDashboardModel = {
  greeting: string;
  step: Exclude<TNextStep, "finish-assessment">;
  copy: TStepCopy;
  cards: TDashboardCard[];
  /** The person's own last 7 days (on the preview, the sample person's). */
  activity: {
    summary: TActivitySummary;
    load: TLoadStats;
    /** Anything logged in the last 7 days; without, the page shows a first step, not zeros. */
    logged: boolean;
    /** The preview only: its figures are the sample's, and this labels them. */
    sampleLabel?: string;
  };
  /**
   * Example figures of a tracked week, for a plan without tracking: shown apart from `activity`,
   * in its own labelled block, never mixed with the person's own numbers.
   */
  proExample?: { summary: TActivitySummary; load: TLoadStats };
};

export type TDashboardInput = {
  now: Date;
  timeZone: string;
  name: string | null;
  tier: TSubscriptionTier | null;
  program: Pick<TProgram, "groups">;
  /** The person's sets of the last two weeks, any order. */
  exerciseLogs: readonly { slug: string; pain: number; loggedAt: Date }[];
  /** The person's daily load logs of the last two weeks. */
  loadLogs: readonly TLoadDaySummary[];
  /** When the last QuickDASH was taken, for the 4-week retake. */
  lastQuickDashAt: Date | null;
  exerciseName: (slug: string) => string;
  /** An exercise's catalogue tier: "library" exercises need the exerciseLibrary feature. */
  exerciseTier: (slug: string) => "basic" | "library";
  /**
   * The sample week shown where the plan has no tracking, and always on the preview: asked for
   * only then (a Pro person's dashboard never builds it).
   */
  sample: () => { summary: TActivitySummary; load: TLoadStats };
  /** The public preview: sample activity, and these links in place of the signed-in pages'. */
  preview?: { links: Partial<Record<string, string>> };
};

export function greetingOf(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What each next step says and where it leads; `due` and `pain` fill in the numbers. */
export function nextStepCopyOf(
  step: Exclude<TNextStep, "finish-assessment">,
  facts: { due: number; pain: number | null; canSeeProgress: boolean; canTrack: boolean },
): TStepCopy {
  switch (step) {
    case "ease-off":
      return {
        title: "Go gently today",
        body: `You logged pain of ${facts.pain}/10 in the last day or so. Use your flare-up plan: take the easier version or fewer sets, and keep moving gently. If pain is severe, keeps rising, or comes with new numbness or weakness, check with a clinician.`,
        action: "Open your flare-up plan",
        href: "/about-plan#flare-ups",
      };
    case "do-exercises":
      return {
        // Without tracking nothing is ever ticked off, so nothing is "left": just today's number.
        title: `${plural(facts.due, "exercise", "exercises")}${facts.canTrack ? " left" : ""} for today`,
        body: "A few calm minutes is all it takes. Stop a set if pain climbs above what your plan allows.",
        action: "Start today's exercises",
        href: "/exercise-program",
      };
    case "log-load":
      return {
        title: "Log today's load",
        body: "About a minute: hours at the keyboard, breaks and how your hands feel. Over a few weeks it shows what helps and what hurts.",
        action: "Log today",
        href: "/load-tracking",
      };
    case "retake-quickdash":
      return {
        title: "Time to retake your QuickDASH",
        body: "It has been 4 weeks since your last one. Eleven short questions show how much your hands get in the way of daily life now.",
        action: "Retake the QuickDASH",
        href: "/progress-statistics/quickdash",
      };
    case "all-done":
      return facts.canSeeProgress
        ? {
            title: "You're done for today",
            body: "Rest is part of the program: tissues adapt between sessions. Come back tomorrow.",
            action: "See your progress",
            href: "/progress-statistics",
          }
        : {
            title: "You're done for today",
            body: "Rest is part of the program: tissues adapt between sessions. While you rest, read why pain and load are linked.",
            action: "Read about pain science",
            href: "/wrist-pain-education/pain-science",
          };
  }
}

export function dashboardModelOf(input: TDashboardInput): TDashboardModel {
  const { now, timeZone, exerciseLogs, loadLogs } = input;
  const today = dayKeyOf(now, timeZone);
  const canTrack = hasFeature(input.tier, "tracking");
  const canTrackLoad = hasFeature(input.tier, "loadManagement");
  const canSeeProgress = hasFeature(input.tier, "progressStats");
  // Only what the plan opens counts as today's: /exercise-program shows library exercises locked
  // without exerciseLibrary, so the dashboard never asks for them.
  const hasLibrary = hasFeature(input.tier, "exerciseLibrary");
  const program = {
    groups: input.program.groups.map((g) => ({
      ...g,
      items: g.items.filter((i) => hasLibrary || input.exerciseTier(i.slug) !== "library"),
    })),
  };

  const todays = todaysExercisesOf(program, exerciseLogs, now, timeZone);
  const recentMaxPain = recentMaxPainOf(exerciseLogs, loadLogs, now, timeZone);
  const todaysLoad = loadLogs.find((l) => l.day === today);
  const step = nextStepOf({
    assessmentCompleted: true,
    recentMaxPain,
    exercisesDue: todays.due,
    canTrackLoad,
    loadLoggedToday: Boolean(todaysLoad),
    quickDashRetakeDue: isRetakeDue(input.lastQuickDashAt, now),
  });
  const shownStep = step === "finish-assessment" ? "all-done" : step;
  const link = (href: string) => input.preview?.links[href] ?? href;
  const stepCopy = nextStepCopyOf(shownStep, {
    due: todays.due,
    pain: recentMaxPain,
    canSeeProgress,
    canTrack,
  });

  const dueNames = todays.items
    .filter((i) => i.status === "due")
    .map((i) => input.exerciseName(i.slug));
  const own = input.preview
    ? input.sample()
    : {
        summary: activitySummaryOf(exerciseLogs, loadLogs, now, timeZone),
        load: loadStatsOf(loadLogs.filter((l) => l.day > addDays(today, -7))),
      };
  const activity: TDashboardModel["activity"] = {
    ...own,
    logged: own.summary.setsLast7Days > 0 || own.load.daysLogged > 0,
    ...(input.preview ? { sampleLabel: "Example figures" } : {}),
  };
  const cards: TDashboardCard[] = [
    {
      key: "exercises",
      title: "Today's exercises",
      href: link("/exercise-program"),
      status: canTrack
        ? `${todays.done} done, ${todays.due} to do today`
        : `${plural(todays.due, "exercise", "exercises")} for today`,
      detail: dueNames.length
        ? `${dueNames.slice(0, 3).join(", ")}${dueNames.length > 3 ? ` and ${dueNames.length - 3} more` : ""}`
        : "Nothing left today. Rest days count too.",
    },
    {
      key: "load",
      title: "Log today's load",
      href: link("/load-tracking"),
      proOnly: !canTrackLoad,
      status: !canTrackLoad
        ? "See how tracking your day shows what helps"
        : todaysLoad
          ? `Logged: ${todaysLoad.keyboardHours + todaysLoad.gamingHours + todaysLoad.otherHandHours} h of hand-heavy work, evening pain ${todaysLoad.eveningPain}/10`
          : "Not logged yet today",
    },
    {
      key: "progress",
      title: "See your progress",
      href: link("/progress-statistics"),
      proOnly: !canSeeProgress,
      status: canSeeProgress
        ? `Active on ${plural(activity.summary.activeDaysThisWeek, "day", "days")} this week`
        : "See charts of your pain, load and QuickDASH",
    },
    {
      key: "learn",
      title: "Learn about your pain",
      href: link("/wrist-pain-education"),
      status: "Short reads on why hands hurt, how they recover, and flare-ups",
    },
  ];

  return {
    greeting: `${greetingOf(hourOf(now, timeZone))}${input.name ? `, ${input.name}` : ""}`,
    step: shownStep,
    copy: { ...stepCopy, href: link(stepCopy.href) },
    cards,
    activity,
    ...(canTrack && canTrackLoad ? {} : { proExample: input.sample() }),
  };
}
