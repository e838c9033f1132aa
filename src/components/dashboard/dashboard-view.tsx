import Link from "next/link";
import type * as React from "react";
import { AssessmentFigures } from "@/components/assessment/assessment-figures";
import { ExampleBlock } from "@/components/pro/example-block";
import { FirstStep } from "@/components/site/first-step";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import type { TDashboardModel } from "@/domain/dashboard/dashboard-model";
import type { TAssessmentMetrics } from "@/domain/metrics/assessment-metrics";
import { ASSESSMENT_RESULTS_PATH } from "@/lib/routes";
import { ActionCards } from "./action-cards";
import { ActivitySummary } from "./activity-summary";
import { NextStepCard } from "./next-step-card";

/** The dashboard's page box, shared with the home page's picture of it. */
export const DASHBOARD_LAYOUT = "mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6 sm:py-10";

/**
 * The top of the dashboard: greeting, the next step and the four action cards. The home page's
 * picture shows only this part (its frame ends there), so it draws only this (issue #15).
 */
export function DashboardTop({ model }: { model: TDashboardModel }) {
  const { greeting, step, copy, cards } = model;
  return (
    <>
      <header>
        <h1 className="text-title font-semibold text-ink">{greeting}</h1>
        <p className="mt-1 text-ink-muted">Here is where things stand today.</p>
      </header>

      <NextStepCard step={step} copy={copy} />

      <section aria-labelledby="actions-title" className="space-y-3">
        <h2 id="actions-title" className="text-xl font-semibold text-ink">
          Today
        </h2>
        <ActionCards cards={cards} />
      </section>
    </>
  );
}

/**
 * The dashboard's layout: greeting, next step, the four action cards, activity and load, and the
 * spec 5 figures, from one model (domain/dashboard/dashboard-model). The signed-in page and the
 * public preview differ only in their data and in what the sample's call to action says.
 */
export function DashboardView({
  model,
  sampleAction,
  activityLink,
  figures,
  safetyCheck,
  community,
}: {
  model: TDashboardModel;
  /** With example figures: what to do to see one's own (Go Pro, or sign up). */
  sampleAction: React.ReactNode;
  activityLink?: { href: string; label: string };
  figures: { metrics: TAssessmentMetrics; healthFromMovement: boolean; link?: boolean };
  /** "Something changed?" (the signed-in dashboard; a preview has no one to re-check). */
  safetyCheck?: React.ReactNode;
  /** The way into the community dashboard, for a member (issue #20). */
  community?: React.ReactNode;
}) {
  const { activity, proExample } = model;
  return (
    <div className={DASHBOARD_LAYOUT}>
      <DashboardTop model={model} />
      {community}

      <section aria-labelledby="activity-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="activity-title" className="text-xl font-semibold text-ink">
            Activity and load
          </h2>
          {activityLink && activity.logged && !activity.sampleLabel ? (
            <Link href={activityLink.href} className="text-sm font-medium text-brand underline">
              {activityLink.label}
            </Link>
          ) : null}
        </div>
        {activity.logged ? (
          <Card className="p-5">
            {activity.sampleLabel ? (
              <p className="mb-4 inline-flex rounded-full bg-ink px-3 py-1 text-sm font-semibold text-white">
                {activity.sampleLabel}
              </p>
            ) : null}
            <ActivitySummary activity={activity.summary} load={activity.load} />
            {activity.sampleLabel ? (
              <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-line pt-5">
                {sampleAction}
              </div>
            ) : null}
          </Card>
        ) : proExample ? (
          <FirstStep title="Nothing logged in the last 7 days">
            <p>
              Logging sets and daily load comes with Pro. Until then, today's exercises from your
              program are the step that counts, and the example below shows how a logged week looks.
            </p>
          </FirstStep>
        ) : (
          <FirstStep
            title="Nothing logged in the last 7 days"
            action={
              <>
                <Link href="/exercise-program" className={buttonVariants({ variant: "secondary" })}>
                  Log a set
                </Link>
                <Link href="/load-tracking" className={buttonVariants({ variant: "secondary" })}>
                  Log today's load
                </Link>
              </>
            }
          >
            <p>
              Log a set from your program, or how today went for your hands, and your week fills in
              here.
            </p>
          </FirstStep>
        )}
      </section>

      {proExample ? (
        <ExampleBlock
          id="pro-example"
          intro="An example week, from a person in their second week of a program. With Pro, this fills in from the sets and daily load you log."
          action={sampleAction}
        >
          <Card className="p-5">
            <ActivitySummary activity={proExample.summary} load={proExample.load} />
          </Card>
        </ExampleBlock>
      ) : null}

      <section aria-labelledby="figures-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="figures-title" className="text-xl font-semibold text-ink">
            {figures.link ? "Your figures" : "Figures from the assessment"}
          </h2>
          {figures.link ? (
            <Link
              href={ASSESSMENT_RESULTS_PATH}
              className="text-sm font-medium text-brand underline"
            >
              What these mean
            </Link>
          ) : null}
        </div>
        <AssessmentFigures
          metrics={figures.metrics}
          healthFromMovement={figures.healthFromMovement}
          compact
        />
      </section>

      {safetyCheck}

      <p className="text-xs text-ink-muted">
        Educational guidance, not medical advice. If pain is severe, keeps rising or comes with new
        numbness or weakness, stop and check with a clinician.
      </p>
    </div>
  );
}
