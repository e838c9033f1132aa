import type { Metadata } from "next";
import { headers } from "next/headers";
import { FinishAssessment } from "@/components/assessment/finish-assessment";
import type { TActionCard } from "@/components/dashboard/action-cards";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { nextStepCopyOf } from "@/components/dashboard/next-step-card";
import { GoProLink } from "@/components/pro/go-pro-link";
import { SAMPLE_LOAD_STATS, sampleActivityOf } from "@/content/dashboard-sample";
import { getExercise } from "@/content/exercises";
import { hasFeature } from "@/domain/access/features";
import { activitySummaryOf, recentMaxPainOf } from "@/domain/dashboard/activity";
import { nextStepOf } from "@/domain/dashboard/next-step";
import { todaysExercisesOf } from "@/domain/dashboard/todays-exercises";
import { loadStatsOf } from "@/domain/load/load-summary";
import { assessmentMetricsOf } from "@/domain/metrics/assessment-metrics";
import { isRetakeDue } from "@/domain/progress/quickdash-history";
import { addDays, dayKeyOf, hourOf } from "@/lib/day";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";
import { findRecentActivity, RECENT_ACTIVITY_DAYS } from "@/server/dashboard/find-recent-activity";
import { getRequestTimeZone } from "@/server/get-request-time-zone";
import { getCurrentProgram } from "@/server/program/get-current-program";

export const metadata: Metadata = { title: "Your dashboard" };

function greetingOf(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

export default async function DashboardPage() {
  const current = await getCurrentAssessment();
  if (!current) return null;
  const { access, record } = current;

  if (!record.assessmentCompleted) {
    return (
      <FinishAssessment
        title="Your dashboard starts with your assessment"
        body="Finish the assessment and your dashboard shows today's exercises, your load and your progress. Your answers so far are saved."
        flags={record.flags}
      />
    );
  }

  const userId = access.session.user.id;
  const now = new Date();
  const timeZone = await getRequestTimeZone();
  const today = dayKeyOf(now, timeZone);
  const requestHeaders = await headers();
  const canTrack = hasFeature(access.tier, "tracking");
  const canTrackLoad = hasFeature(access.tier, "loadManagement");
  const canSeeProgress = hasFeature(access.tier, "progressStats");
  const [program, recent] = await Promise.all([
    getCurrentProgram({ userId, record, headers: requestHeaders }),
    findRecentActivity({
      userId,
      now,
      sinceDay: addDays(today, -RECENT_ACTIVITY_DAYS),
      headers: requestHeaders,
    }),
  ]);
  if (!program) return null;

  const todays = todaysExercisesOf(program.program, recent.exerciseLogs, now, timeZone);
  const activity = activitySummaryOf(recent.exerciseLogs, recent.loadLogs, now, timeZone);
  const recentMaxPain = recentMaxPainOf(recent.exerciseLogs, recent.loadLogs, now, timeZone);
  const todaysLoad = recent.loadLogs.find((l) => l.day === today);
  const step = nextStepOf({
    assessmentCompleted: true,
    recentMaxPain,
    exercisesDue: todays.due,
    canTrackLoad,
    loadLoggedToday: Boolean(todaysLoad),
    quickDashRetakeDue: isRetakeDue(
      record.outcome ? new Date(record.outcome.createdAt) : null,
      now,
    ),
  });
  const copy = nextStepCopyOf(step === "finish-assessment" ? "all-done" : step, {
    due: todays.due,
    pain: recentMaxPain,
    canSeeProgress,
  });

  const dueNames = todays.items
    .filter((i) => i.status === "due")
    .map((i) => getExercise(i.slug).name);
  const cards: TActionCard[] = [
    {
      key: "exercises",
      title: "Today's exercises",
      href: "/exercise-program",
      status: canTrack
        ? `${todays.done} done, ${todays.due} to do today`
        : `${todays.due} ${todays.due === 1 ? "exercise" : "exercises"} for today`,
      detail: dueNames.length ? (
        <span className="text-ink-muted">
          {dueNames.slice(0, 3).join(", ")}
          {dueNames.length > 3 ? ` and ${dueNames.length - 3} more` : ""}
        </span>
      ) : (
        <span className="text-ink-muted">Nothing left today. Rest days count too.</span>
      ),
    },
    {
      key: "load",
      title: "Log today's load",
      href: "/load-tracking",
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
      href: "/progress-statistics",
      proOnly: !canSeeProgress,
      status: canSeeProgress
        ? `Active on ${activity.activeDaysThisWeek} ${activity.activeDaysThisWeek === 1 ? "day" : "days"} this week`
        : "See charts of your pain, load and QuickDASH",
    },
    {
      key: "learn",
      title: "Learn about your pain",
      href: "/about-plan#pain-science",
      status: "Why hands hurt, why load matters, and how flare-ups settle",
    },
  ];

  const name = record.name || access.session.user.name;
  const metrics = assessmentMetricsOf(record);
  return (
    <DashboardView
      greeting={`${greetingOf(hourOf(now, timeZone))}${name ? `, ${name}` : ""}`}
      step={step}
      copy={copy}
      cards={cards}
      activity={
        canTrack && canTrackLoad
          ? {
              summary: activity,
              load: loadStatsOf(recent.loadLogs.filter((l) => l.day > addDays(today, -7))),
              link: { href: "/load-tracking", label: "Open load tracking" },
            }
          : {
              summary: sampleActivityOf(now, timeZone),
              load: SAMPLE_LOAD_STATS,
              sample: {
                label: "Sample data: how your week looks with Pro",
                action: (
                  <>
                    <GoProLink source="dashboard">Go Pro to track your week</GoProLink>
                    <span className="text-sm text-ink-muted">
                      Log sets and daily load, and see what helps your hands.
                    </span>
                  </>
                ),
              },
            }
      }
      figures={{
        metrics,
        healthFromMovement: record.latestQuickDashScore === null && metrics.health !== null,
        link: true,
      }}
    />
  );
}
