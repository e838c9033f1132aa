import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { FinishAssessment } from "@/components/assessment/finish-assessment";
import { SafetyCheckLink } from "@/components/assessment/safety-check-link";
import { DashboardViewClient } from "@/components/dashboard/dashboard-view-client";
import { GoProLink } from "@/components/pro/go-pro-link";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { getExercise } from "@/content/exercises";
import { SAMPLE_LOAD_STATS, sampleActivityOf } from "@/content/sample/dashboard";
import { hasFeature } from "@/domain/access/features";
import { dashboardModelOf } from "@/domain/dashboard/dashboard-model";
import { assessmentMetricsOf } from "@/domain/metrics/assessment-metrics";
import { addDays, dayKeyOf } from "@/lib/day";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";
import { findRecentActivity, RECENT_ACTIVITY_DAYS } from "@/server/dashboard/find-recent-activity";
import { getRequestTimeZone } from "@/server/get-request-time-zone";
import { getCurrentProgram } from "@/server/program/get-current-program";

export const metadata: Metadata = { title: "Your dashboard" };

export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/dashboard", searchParams);
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
  const requestHeaders = await headers();
  const [program, recent] = await Promise.all([
    getCurrentProgram({ userId, record, headers: requestHeaders }),
    findRecentActivity({
      userId,
      now,
      sinceDay: addDays(dayKeyOf(now, timeZone), -RECENT_ACTIVITY_DAYS),
      version: access.profile?.progressVersion,
      headers: requestHeaders,
    }),
  ]);
  if (!program) return null;

  const model = dashboardModelOf({
    now,
    timeZone,
    name: record.name || access.session.user.name,
    tier: access.tier,
    program: program.program,
    exerciseLogs: recent.exerciseLogs,
    loadLogs: recent.loadLogs,
    lastQuickDashAt: record.outcome ? new Date(record.outcome.createdAt) : null,
    exerciseName: (slug) => getExercise(slug).name,
    exerciseTier: (slug) => getExercise(slug).tier,
    sample: () => ({ summary: sampleActivityOf(now, timeZone), load: SAMPLE_LOAD_STATS }),
  });
  const metrics = assessmentMetricsOf(record);
  return (
    <DashboardViewClient
      model={model}
      activityLink={{ href: "/load-tracking", label: "Open load tracking" }}
      sampleAction={
        <>
          <GoProLink source="dashboard">Go Pro to log sets and load</GoProLink>
          <span className="text-sm text-ink-muted">
            Pro adds set logging, load tracking and progress charts.
          </span>
        </>
      }
      figures={{
        metrics,
        healthFromMovement: record.latestQuickDashScore === null && metrics.health !== null,
        link: true,
      }}
      safetyCheck={<SafetyCheckLink />}
      community={
        hasFeature(access.tier, "communityDashboard") ? (
          <Card className="flex flex-wrap items-center justify-between gap-3 p-5">
            <div>
              <h2 className="font-semibold text-ink">Your community</h2>
              <p className="text-sm text-ink-muted">
                The eight-week curriculum, live group clinics, resources and bonus guides.
              </p>
            </div>
            <Link
              href="/community-dashboard"
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              Open the community dashboard
            </Link>
          </Card>
        ) : null
      }
    />
  );
}
