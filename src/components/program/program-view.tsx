"use client";

import { DEFAULT_TIME_ZONE } from "@/lib/day";
import type { TWeightUnit } from "@/lib/units";
import { LogPanel, type TLogEntry } from "./log-panel";
import { ProDemo } from "./pro-demo";
import { ProgramGroups, type TProgramCardGroup } from "./program-groups";

/**
 * A program, grouped by area: the person's own on /exercise-program, or sample data on the
 * public previews. Logging shows only where the person may track; without it, the Pro demo.
 *
 * A client component drawn from the cards' data (programCardsOf): the page's payload carries
 * each card's words once instead of its elements, which the server would otherwise serialise and
 * parse again on every view (issue #15, decision 0021).
 */
export function ProgramView({
  groups,
  unit,
  canTrack,
  logs = [],
  timeZone = DEFAULT_TIME_ZONE,
}: {
  groups: readonly TProgramCardGroup[];
  unit: TWeightUnit;
  canTrack: boolean;
  logs?: (TLogEntry & { slug: string })[];
  /** The person's time zone, for the times of their recent logs. */
  timeZone?: string;
}) {
  return (
    <>
      {canTrack ? null : <ProDemo unit={unit} />}
      <ProgramGroups
        groups={groups}
        logging={
          canTrack
            ? (card) => (
                <LogPanel
                  slug={card.slug}
                  name={card.name}
                  prescribed={card.open.prescribed}
                  unit={unit}
                  logs={logs.filter((l) => l.slug === card.slug)}
                  timeZone={timeZone}
                />
              )
            : undefined
        }
      />
    </>
  );
}
