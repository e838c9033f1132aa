import Link from "next/link";
import type * as React from "react";
import { ExerciseDemo } from "@/components/exercises/exercise-demo";
import { Card } from "@/components/ui/card";
import { MaskIcon } from "@/components/ui/mask-icon";
import { getExercise } from "@/content/exercises";
import { frequencyText } from "@/content/exercises/labels";
import { BODY_AREA_NAMES } from "@/domain/assessment/body-areas";
import type { TProgram, TProgramGroupKey, TProgramItem } from "@/domain/program/generate-program";
import type { TIrritability } from "@/domain/program/irritability";
import type { TWeightUnit } from "@/lib/units";
import { doseText } from "./dose";
import { HowToDoIt } from "./how-to-do-it";

// Server pieces of the program (no client component imported here but the small "How to do it"
// fold): the home page draws a picture of the program from them without shipping the logging code.

/** What the program's starting point says about the person's symptoms (its irritability). */
export const IRRITABILITY_INTRO: Record<TIrritability, string> = {
  high: "Your symptoms are easily stirred up right now, so the program starts with calm holds and builds from there.",
  moderate:
    "Your symptoms react to load, so the program starts light, with a little extra rest between sets.",
  low: "Your symptoms are fairly settled, so the program goes straight to steady loading.",
};

const GROUP_TITLES: Record<Exclude<TProgramGroupKey, keyof typeof BODY_AREA_NAMES>, string> = {
  mobility: "Stretches for stiff movements",
  nerves: "Nerve glides",
  support: "Shoulder support",
};

/**
 * A program's exercises, grouped by area, each with its dose and how to do it. Library exercises
 * show locked without `hasLibrary`; `logging` adds what sits under an open exercise (the log).
 */
export function ProgramGroups({
  program,
  unit,
  hasLibrary,
  logging,
}: {
  program: Pick<TProgram, "groups">;
  unit: TWeightUnit;
  hasLibrary: boolean;
  logging?: (item: TProgramItem, name: string) => React.ReactNode;
}) {
  return (
    <>
      {program.groups.map((group) => (
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
              // data-tour: the guided tour's targets; the tour takes the first on the page.
              <Card key={item.slug} className="p-5" data-tour="strength-exercise-card">
                <div className="grid gap-4 sm:grid-cols-[15rem_1fr]">
                  <ExerciseDemo slug={exercise.slug} className="mx-auto w-full max-w-sm" />
                  <div>
                    <h3 className="text-lg font-semibold text-ink">
                      <Link href={`/exercises/${exercise.slug}`} className="hover:underline">
                        {exercise.name}
                      </Link>
                    </h3>
                    <p className="mt-1 text-sm text-ink-muted">{item.reason}</p>
                    {locked ? (
                      <p className="mt-3 flex items-start gap-2 rounded-[var(--radius-control)] bg-brand-soft p-3 text-sm text-ink">
                        <MaskIcon name="lock" className="mt-0.5 size-4 bg-brand" />
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
                          {item.tempo ? `Tempo ${item.tempo} s · ` : ""}
                          Rest {item.restSeconds} s · {frequencyText(item.sessionsPerWeek)}
                        </p>
                        <HowToDoIt steps={exercise.steps} stopIf={exercise.stopIf[0]} />
                        {logging?.(item, exercise.name)}
                      </>
                    )}
                  </div>
                </div>
              </Card>
            );
          })}
        </section>
      ))}
    </>
  );
}

/** The pain-monitoring model in three lines, and where it comes from. */
export function PainRules() {
  return (
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
        This pain-monitoring model comes from research on loading painful tendons. We use it here as
        guidance: when all three hold, your dose steps up; when one is borderline, it stays the
        same; when the next morning or the week goes badly, it steps down.
      </p>
    </section>
  );
}
