import type { Metadata } from "next";
import Link from "next/link";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { getExercise } from "@/content/exercises";
import { SAMPLE_LOAD_STATS, sampleActivityOf } from "@/content/sample/dashboard";
import { sampleProgramInput } from "@/content/sample/program-input";
import { dashboardModelOf } from "@/domain/dashboard/dashboard-model";
import { assessmentMetricsOf } from "@/domain/metrics/assessment-metrics";
import { generateProgram } from "@/domain/program/generate-program";

export const metadata: Metadata = {
  title: "Sample dashboard",
  description:
    "What the Wristwise dashboard looks like: today's exercises, daily load, progress and your assessment figures in one calm place.",
};

// A fixed Sunday morning, so the static page's sample week always reads Monday to Sunday.
const SAMPLE_DAY = new Date("2026-11-22T09:00:00Z");
const AREA = "Wrist-Hand-Extensors";
const sample = sampleProgramInput(AREA);
const program = generateProgram(sample);
const [first, second] = program.groups.flatMap((g) => g.items);
/** Sam's morning so far: two exercises done, and yesterday's load logged. */
const at = (hour: number) => new Date(`2026-11-22T0${hour}:00:00Z`);
const exerciseLogs = [first, second].flatMap((item, i) =>
  item ? [{ slug: item.slug, pain: 2, loggedAt: at(7 + i) }] : [],
);
const loadLogs = [
  {
    day: "2026-11-22",
    keyboardHours: 5,
    gamingHours: 1,
    otherHandHours: 1,
    breaks: 4,
    morningPain: 2,
    eveningPain: 3,
  },
];

export default function DashboardPreviewPage() {
  const model = dashboardModelOf({
    now: SAMPLE_DAY,
    timeZone: "UTC",
    name: "Sam",
    tier: "1month",
    program,
    exerciseLogs,
    loadLogs,
    lastQuickDashAt: new Date("2026-11-09T09:00:00Z"),
    exerciseName: (slug) => getExercise(slug).name,
    sample: { summary: sampleActivityOf(SAMPLE_DAY, "UTC"), load: SAMPLE_LOAD_STATS },
    preview: {
      links: {
        "/exercise-program": `/preview/exercise-program/${AREA}`,
        "/load-tracking": "/preview/load-tracking",
        "/progress-statistics": "/preview/progress-statistics",
        "/about-plan#pain-science": "/exercises",
      },
    },
  });
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
        model={model}
        sampleAction={
          <Link
            href="/signup"
            className="inline-flex h-11 items-center rounded-[var(--radius-control)] bg-brand px-5 font-semibold text-white hover:bg-brand-strong"
          >
            Start your free assessment
          </Link>
        }
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
