import { Info, Lock } from "lucide-react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { ExerciseFigure } from "@/components/exercises/exercise-figures";
import { doseText } from "@/components/program/dose";
import { LogPanel } from "@/components/program/log-panel";
import { ProDemo } from "@/components/program/pro-demo";
import { Card } from "@/components/ui/card";
import { getExercise } from "@/content/exercises";
import { hasFeature } from "@/domain/access/features";
import { BODY_AREA_NAMES } from "@/domain/assessment/body-areas";
import { findFirstIncompleteStep } from "@/domain/assessment/steps";
import type { TProgramGroupKey } from "@/domain/program/generate-program";
import type { TIrritability } from "@/domain/program/irritability";
import { ASSESSMENT_RESULTS_PATH } from "@/lib/routes";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";
import { findExerciseLogs } from "@/server/program/change-exercise-log";
import { getCurrentProgram } from "@/server/program/get-current-program";

export const metadata: Metadata = { title: "Your exercise program" };

const GROUP_TITLES: Record<Exclude<TProgramGroupKey, keyof typeof BODY_AREA_NAMES>, string> = {
  mobility: "Stretches for stiff movements",
  nerves: "Nerve glides",
  support: "Shoulder support",
};

const IRRITABILITY_TEXT: Record<TIrritability, string> = {
  high: "Your symptoms are easily stirred up right now, so the program starts with calm holds and builds from there.",
  moderate:
    "Your symptoms react to load, so the program starts light, with a little extra rest between sets.",
  low: "Your symptoms are fairly settled, so the program goes straight to steady loading.",
};

export default async function ExerciseProgramPage() {
  const current = await getCurrentAssessment();
  if (!current) return null;
  const { access, record } = current;
  const unit = record.weightUnit;

  if (!record.assessmentCompleted) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <h1 className="text-title font-semibold text-ink">
          Your program is built from your assessment
        </h1>
        <p className="mt-2 text-ink-muted">Finish the assessment and your program appears here.</p>
        <Link
          href={findFirstIncompleteStep(record.flags) ?? "/user-details"}
          className="mt-6 inline-flex h-11 items-center rounded-[var(--radius-control)] bg-brand px-5 font-medium text-white hover:bg-brand-strong"
        >
          Continue the assessment
        </Link>
      </div>
    );
  }

  const userId = access.session.user.id;
  const requestHeaders = await headers();
  const canTrack = hasFeature(access.tier, "tracking");
  const hasLibrary = hasFeature(access.tier, "exerciseLibrary");
  const [program, logs] = await Promise.all([
    getCurrentProgram({ userId, record, headers: requestHeaders }),
    canTrack ? findExerciseLogs({ userId, headers: requestHeaders }) : Promise.resolve([]),
  ]);
  if (!program) return null;

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">Your exercise program</h1>
        <p className="mt-2 text-ink-muted">{IRRITABILITY_TEXT[program.program.irritability]}</p>
        <p className="mt-2 text-sm">
          <Link
            href={ASSESSMENT_RESULTS_PATH}
            className="font-medium text-brand underline-offset-2 hover:underline"
          >
            See your assessment results
          </Link>
        </p>
      </header>

      <section aria-labelledby="how-to" className="rounded-[var(--radius-card)] bg-calm p-5">
        <h2 id="how-to" className="font-semibold text-ink">
          How much pain is OK
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
          <li>Pain up to 5 out of 10 during an exercise is acceptable.</li>
          <li>It should settle back to your usual level by the next morning.</li>
          <li>Pain and stiffness shouldn't rise from one week to the next.</li>
        </ul>
        <p className="mt-2 text-sm text-ink-muted">
          This pain-monitoring model comes from research on loading painful tendons. We use it here
          as guidance: when all three hold, your dose steps up; when one is borderline, it stays the
          same; when the next morning or the week goes badly, it steps down.
        </p>
      </section>

      {canTrack ? null : <ProDemo unit={unit} />}

      {program.program.groups.map((group) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`} className="space-y-4">
          <h2 id={`group-${group.key}`} className="text-xl font-semibold text-ink">
            {group.key in GROUP_TITLES
              ? GROUP_TITLES[group.key as keyof typeof GROUP_TITLES]
              : BODY_AREA_NAMES[group.key as keyof typeof BODY_AREA_NAMES]}
          </h2>
          {group.items.map((item) => {
            const exercise = getExercise(item.slug);
            const locked = exercise.tier === "library" && !hasLibrary;
            return (
              <Card key={item.slug} className="p-5">
                <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
                  <ExerciseFigure figure={exercise.figure} className="mx-auto max-w-[9rem]" />
                  <div>
                    <h3 className="text-lg font-semibold text-ink">
                      <Link href={`/exercises/${exercise.slug}`} className="hover:underline">
                        {exercise.name}
                      </Link>
                    </h3>
                    <p className="mt-1 text-sm text-ink-muted">{item.reason}</p>
                    {locked ? (
                      <p className="mt-3 flex items-start gap-2 rounded-[var(--radius-control)] bg-brand-soft p-3 text-sm text-ink">
                        <Lock className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
                        <span>
                          Part of the full exercise library, with Core or Pro.{" "}
                          <Link
                            href="/go-pro"
                            prefetch={false}
                            className="font-semibold text-brand underline"
                          >
                            See plans
                          </Link>
                        </span>
                      </p>
                    ) : (
                      <>
                        <p className="mt-3 font-semibold text-ink">{doseText(item, unit)}</p>
                        <p className="text-sm text-ink-muted">
                          {item.tempo ? `Tempo ${item.tempo.replaceAll("-", "–")} s · ` : ""}
                          Rest {item.restSeconds} s ·{" "}
                          {item.sessionsPerWeek >= 14
                            ? "twice a day"
                            : item.sessionsPerWeek === 7
                              ? "daily"
                              : `${item.sessionsPerWeek}× a week`}
                        </p>
                        <details className="mt-3 text-sm">
                          <summary className="inline-flex cursor-pointer items-center gap-1 font-medium text-brand">
                            <Info className="size-4" aria-hidden />
                            How to do it
                          </summary>
                          <ol className="mt-2 list-decimal space-y-1 pl-5 text-ink">
                            {exercise.steps.map((s) => (
                              <li key={s}>{s}</li>
                            ))}
                          </ol>
                          <p className="mt-2 text-ink-muted">Stop if: {exercise.stopIf[0]}</p>
                        </details>
                        {canTrack ? (
                          <LogPanel
                            slug={item.slug}
                            name={exercise.name}
                            prescribed={{
                              reps: item.reps ?? item.sets,
                              weightLbs: item.loadLbs,
                              band: item.band,
                            }}
                            unit={unit}
                            logs={logs
                              .filter((l) => l.slug === item.slug)
                              .map((l) => ({
                                id: l.id,
                                reps: l.reps,
                                weightLbs: l.weightLbs,
                                restBreaks: l.restBreaks,
                                pain: l.pain,
                                loggedAt: l.loggedAt.toISOString(),
                              }))}
                          />
                        ) : null}
                      </>
                    )}
                  </div>
                </div>
              </Card>
            );
          })}
        </section>
      ))}
      <p className="text-xs text-ink-muted">
        Educational guidance, not medical advice. If pain is severe, keeps rising or comes with new
        numbness or weakness, stop and check with a clinician.
      </p>
    </div>
  );
}
