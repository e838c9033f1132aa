import type { Metadata } from "next";
import Link from "next/link";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { nextStepCopyOf } from "@/components/dashboard/next-step-card";
import { SAMPLE_LOAD_STATS, sampleActivityOf } from "@/content/dashboard-sample";
import { assessmentMetricsOf } from "@/domain/metrics/assessment-metrics";
import { sampleProgramInput } from "@/domain/program/sample-input";

export const metadata: Metadata = {
  title: "Sample dashboard",
  description:
    "What the Wristwise dashboard looks like: today's exercises, daily load, progress and your assessment figures in one calm place.",
};

// A fixed Sunday, so the static page's sample week always reads Monday to Sunday.
const SAMPLE_DAY = new Date("2026-11-22T12:00:00Z");
const sample = sampleProgramInput("Wrist-Hand-Extensors");

export default function DashboardPreviewPage() {
  const activity = sampleActivityOf(SAMPLE_DAY, "UTC");
  return (
    <>
      <div className="mx-auto max-w-5xl px-4 pt-8 sm:px-6">
        <p className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-sm text-ink">
          Preview with sample data: a person in their second week. Your own dashboard is built from
          your assessment and your logs.{" "}
          <Link href="/signup" className="font-semibold text-brand underline">
            Start your free assessment
          </Link>
        </p>
      </div>
      <DashboardView
        greeting="Good morning, Sam"
        step="do-exercises"
        copy={{
          ...nextStepCopyOf("do-exercises", { due: 3, pain: null, canSeeProgress: true }),
          href: "/preview/exercise-program/Wrist-Hand-Extensors",
          action: "See a sample program",
        }}
        cards={[
          {
            key: "exercises",
            title: "Today's exercises",
            href: "/preview/exercise-program/Wrist-Hand-Extensors",
            status: "2 done, 3 to do today",
            detail: (
              <span className="text-ink-muted">
                Wrist extension hold, Wrist extension curl, Median nerve glide
              </span>
            ),
          },
          {
            key: "load",
            title: "Log today's load",
            href: "/preview/load-tracking",
            status: "Logged: 7 h of hand-heavy work, evening pain 3/10",
          },
          {
            key: "progress",
            title: "See your progress",
            href: "/preview/progress-statistics",
            status: `Active on ${activity.activeDaysThisWeek} days this week`,
          },
          {
            key: "learn",
            title: "Learn about your pain",
            href: "/exercises",
            status: "Why hands hurt, why load matters, and how flare-ups settle",
          },
        ]}
        activity={{
          summary: activity,
          load: SAMPLE_LOAD_STATS,
          sample: {
            label: "Sample data",
            action: (
              <Link
                href="/signup"
                className="inline-flex h-11 items-center rounded-[var(--radius-control)] bg-brand px-5 font-semibold text-white hover:bg-brand-strong"
              >
                Start your free assessment
              </Link>
            ),
          },
        }}
        figures={{
          metrics: assessmentMetricsOf({
            enduranceTest: sample.enduranceSeconds,
            bodyWeightLbs: sample.bodyWeightLbs,
            latestQuickDashScore: 36.4,
          }),
          healthFromMovement: false,
        }}
      />
    </>
  );
}
