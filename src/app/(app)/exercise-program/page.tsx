import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { FinishAssessment } from "@/components/assessment/finish-assessment";
import { SafetyCheckLink } from "@/components/assessment/safety-check-link";
import { programCardsOf } from "@/components/program/program-cards";
import { IRRITABILITY_INTRO, PainRules } from "@/components/program/program-groups";
import { ProgramView } from "@/components/program/program-view";
import { RegionEditor } from "@/components/program/region-editor";
import { hasFeature } from "@/domain/access/features";
import { ASSESSMENT_RESULTS_PATH } from "@/lib/routes";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";
import { getRequestTimeZone } from "@/server/get-request-time-zone";
import { findRecentExerciseLogs } from "@/server/program/change-exercise-log";
import { getCurrentProgram } from "@/server/program/get-current-program";

export const metadata: Metadata = { title: "Your exercise program" };

export default async function ExerciseProgramPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/exercise-program", searchParams);
  const current = await getCurrentAssessment();
  if (!current) return null;
  const { access, record } = current;
  const unit = record.weightUnit;

  if (!record.assessmentCompleted) {
    return (
      <FinishAssessment
        title="Your program is built from your assessment"
        body="Finish the assessment and your program appears here."
        flags={record.flags}
      />
    );
  }

  const userId = access.session.user.id;
  const requestHeaders = await headers();
  const canTrack = hasFeature(access.tier, "tracking");
  const [program, logs, timeZone] = await Promise.all([
    getCurrentProgram({ userId, record, headers: requestHeaders }),
    canTrack
      ? findRecentExerciseLogs({
          userId,
          version: access.profile?.progressVersion,
          headers: requestHeaders,
        })
      : Promise.resolve([]),
    getRequestTimeZone(),
  ]);
  if (!program) return null;

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">Your exercise program</h1>
        <p className="mt-2 text-ink-muted">{IRRITABILITY_INTRO[program.program.irritability]}</p>
        <p className="mt-2 text-sm">
          <Link
            href={ASSESSMENT_RESULTS_PATH}
            className="font-medium text-brand underline-offset-2 hover:underline"
          >
            See your assessment results
          </Link>
        </p>
      </header>

      <PainRules />

      <SafetyCheckLink />

      {hasFeature(access.tier, "multiplePrograms") ? (
        <RegionEditor initial={record.data.painRegions ?? []} />
      ) : (
        <p className="rounded-[var(--radius-card)] border border-line bg-surface p-4 text-sm text-ink">
          Pain moved or spread? With Pro you can add or remove pain areas and your program is
          rebuilt around them.{" "}
          <Link href="/go-pro" prefetch={false} className="font-semibold text-brand underline">
            See Pro
          </Link>
        </p>
      )}

      <ProgramView
        groups={programCardsOf(program.program, unit, hasFeature(access.tier, "exerciseLibrary"))}
        unit={unit}
        canTrack={canTrack}
        timeZone={timeZone}
        logs={logs.map((l) => ({
          id: l.id,
          slug: l.slug,
          reps: l.reps,
          weightLbs: l.weightLbs,
          restBreaks: l.restBreaks,
          pain: l.pain,
          loggedAt: l.loggedAt.toISOString(),
        }))}
      />

      <div className="rounded-[var(--radius-card)] bg-brand-soft p-5">
        <h2 className="font-semibold text-ink">Why these exercises?</h2>
        <p className="mt-1 text-ink">
          See which muscles, tendons and nerves your program works on, how the dose is set, and a
          plan for flare-ups.
        </p>
        <Link
          href="/about-plan"
          data-tour="continue-to-about-plan"
          className="mt-3 inline-flex h-11 items-center rounded-[var(--radius-control)] bg-brand px-5 font-medium text-white hover:bg-brand-strong"
        >
          Continue to About Plan
        </Link>
      </div>
      <p className="text-xs text-ink-muted">
        Educational guidance, not medical advice. If pain is severe, keeps rising or comes with new
        numbness or weakness, stop and check with a clinician.
      </p>
    </div>
  );
}
