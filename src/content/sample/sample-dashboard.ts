// The sample person the public dashboard preview and the home page's picture of the product show:
// Sam, in their second week, on a Sunday morning with two exercises done and the day's load
// logged. Fixed dates, so the static pages never change under a reader. Always labelled.
import { getExercise } from "@/content/exercises";
import { dashboardModelOf, type TDashboardModel } from "@/domain/dashboard/dashboard-model";
import { assessmentMetricsOf, type TAssessmentMetrics } from "@/domain/metrics/assessment-metrics";
import { generateProgram, type TProgram } from "@/domain/program/generate-program";
import { SAMPLE_LOAD_STATS, sampleActivityOf } from "./dashboard";
import { sampleProgramInput } from "./program-input";

/** The sample program's body area: the back of the hand and wrist, the commonest desk pain. */
export const SAMPLE_AREA = "Wrist-Hand-Extensors";

// A fixed Sunday morning, so the sample week always reads Monday to Sunday.
export const SAMPLE_DAY = new Date("2026-11-22T09:00:00Z");
const at = (hour: number) => new Date(`2026-11-22T0${hour}:00:00Z`);

/** The public pages' stand-ins for the signed-in pages the dashboard links to. */
export const SAMPLE_DASHBOARD_LINKS = {
  "/exercise-program": `/preview/exercise-program/${SAMPLE_AREA}`,
  "/load-tracking": "/preview/load-tracking",
  "/progress-statistics": "/preview/progress-statistics",
  "/wrist-pain-education": "/preview/wrist-pain-education",
  "/wrist-pain-education/pain-science": "/preview/wrist-pain-education/pain-science",
  "/about-plan#flare-ups": "/preview/about-plan#flare-ups",
};

export function sampleDashboardOf(): {
  model: TDashboardModel;
  metrics: TAssessmentMetrics;
  program: TProgram;
} {
  const input = sampleProgramInput(SAMPLE_AREA);
  const program = generateProgram(input);
  const [first, second] = program.groups.flatMap((g) => g.items);
  // Sam's morning so far: two exercises done, and today's load logged.
  const exerciseLogs = [first, second].flatMap((item, i) =>
    item ? [{ slug: item.slug, pain: 2, loggedAt: at(7 + i) }] : [],
  );
  const model = dashboardModelOf({
    now: SAMPLE_DAY,
    timeZone: "UTC",
    name: "Sam",
    tier: "1month",
    program,
    exerciseLogs,
    loadLogs: [
      {
        day: "2026-11-22",
        keyboardHours: 5,
        gamingHours: 1,
        otherHandHours: 1,
        breaks: 4,
        morningPain: 2,
        eveningPain: 3,
      },
    ],
    lastQuickDashAt: new Date("2026-11-09T09:00:00Z"),
    exerciseName: (slug) => getExercise(slug).name,
    exerciseTier: (slug) => getExercise(slug).tier,
    sample: () => ({ summary: sampleActivityOf(SAMPLE_DAY, "UTC"), load: SAMPLE_LOAD_STATS }),
    preview: { links: SAMPLE_DASHBOARD_LINKS },
  });
  const metrics = assessmentMetricsOf({
    enduranceTest: input.enduranceSeconds,
    bodyWeightLbs: input.bodyWeightLbs,
    latestQuickDashScore: 36.4,
  });
  return { model, metrics, program };
}
