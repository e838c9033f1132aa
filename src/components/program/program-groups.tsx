import Link from "next/link";
import type * as React from "react";
import { DemoFigure, type TDemoShown } from "@/components/illustrations/rig/demo-figure";
import { Card } from "@/components/ui/card";
import { MaskIcon } from "@/components/ui/mask-icon";
import type { TProgramGroupKey } from "@/domain/program/generate-program";
import type { TIrritability } from "@/domain/program/irritability";
import { HowToDoIt } from "./how-to-do-it";

// The program's pieces, with no catalogue imported: program-cards.ts reads it on the server, and
// ProgramGroups draws its result anywhere: on the server for the home page's picture (without the
// logging code), in the browser for ProgramView.

/** What the program's starting point says about the person's symptoms (its irritability). */
export const IRRITABILITY_INTRO: Record<TIrritability, string> = {
  high: "Your symptoms are easily stirred up right now, so the program starts with calm holds and builds from there.",
  moderate:
    "Your symptoms react to load, so the program starts light, with a little extra rest between sets.",
  low: "Your symptoms are fairly settled, so the program uses a short hold as a warm-up, then steady loading.",
};

/** One exercise of a program as its card shows it: words and numbers, resolved on the server. */
export type TProgramCard = {
  slug: string;
  name: string;
  reason: string;
  demo: TDemoShown;
  /**
   * What an open exercise shows; null when it is locked (a library exercise without the
   * library), so a locked exercise's steps never reach the page.
   */
  open: {
    dose: string;
    schedule: string;
    /** The dose a log starts from. */
    prescribed: { reps: number; weightLbs: number | null; band: boolean };
  } | null;
};

export type TProgramCardGroup = { key: TProgramGroupKey; title: string; cards: TProgramCard[] };

/** An exercise the person may do: what `logging` is given, never a locked one. */
export type TOpenProgramCard = TProgramCard & { open: NonNullable<TProgramCard["open"]> };

const isOpen = (card: TProgramCard): card is TOpenProgramCard => card.open !== null;

/**
 * A program's exercises, grouped by area, each with its dose and how to do it. Locked library
 * exercises say where they come from; `logging` adds what sits under an open exercise (the log).
 * It imports no catalogue, so it draws on the server (the home page's picture) and in the
 * browser (ProgramView) alike.
 */
export function ProgramGroups({
  groups,
  logging,
}: {
  groups: readonly TProgramCardGroup[];
  logging?: (card: TOpenProgramCard) => React.ReactNode;
}) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`} className="space-y-4">
          <h2 id={`group-${group.key}`} className="text-xl font-semibold text-ink">
            {group.title}
          </h2>
          {group.cards.map((card) => (
            // data-tour: the guided tour's targets; the tour takes the first on the page.
            <Card key={card.slug} className="p-5" data-tour="strength-exercise-card">
              <div className="grid gap-4 sm:grid-cols-[15rem_1fr]">
                <DemoFigure demo={card.demo} name={card.slug} className="mx-auto w-full max-w-sm" />
                <div>
                  <h3 className="text-lg font-semibold text-ink">
                    <Link href={`/exercises/${card.slug}`} className="hover:underline">
                      {card.name}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-ink-muted">{card.reason}</p>
                  {!isOpen(card) ? (
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
                      <p className="mt-3 font-semibold text-ink">{card.open.dose}</p>
                      <p className="text-sm text-ink-muted">{card.open.schedule}</p>
                      <HowToDoIt slug={card.slug} />
                      {logging?.(card)}
                    </>
                  )}
                </div>
              </div>
            </Card>
          ))}
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
        same; when pain goes above 5/10 during a set, hasn't settled by the next morning, or rises
        over the week, it steps down.
      </p>
    </section>
  );
}
