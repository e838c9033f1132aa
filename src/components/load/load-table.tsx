"use client";

import { lazy } from "react";
import { NumbersTable } from "@/components/progress/numbers-table";
import { ClientOnly } from "@/components/ui/client-only";
import type { TLoadDaySummary } from "@/domain/load/types";

export type TLoadChartDay = TLoadDaySummary & {
  /** "20 Nov": the axis and table label. */
  label: string;
};
const LOAD_TABLE_HEAD = [
  "Day",
  "Keyboard",
  "Gaming",
  "Other",
  "Breaks",
  "Morning pain",
  "Evening pain",
] as const;

const LazyLoadChart = lazy(() => import("./load-chart").then((m) => ({ default: m.LoadChart })));

/** The chart of load against pain, with every number in a table a screen reader can read. */
export function LoadChartWithTable({
  days,
  caption,
}: {
  days: readonly TLoadChartDay[];
  caption: string;
}) {
  return (
    <figure className="space-y-3">
      <ClientOnly
        fallback={<div className="h-72 w-full rounded-[var(--radius-control)] bg-canvas" />}
      >
        <LazyLoadChart
          days={days}
          label={`${caption}. The numbers are in the table that follows.`}
        />
      </ClientOnly>
      <figcaption className="text-sm text-ink-muted">
        Bars: hours of hand-heavy activity (left scale). Lines: morning pain (dashed) and evening
        pain (solid), 0 to 10 (right scale).
      </figcaption>
      <NumbersTable
        summary="Show the numbers"
        caption={caption}
        head={LOAD_TABLE_HEAD}
        rows={[...days]
          .reverse()
          .map((d) => [
            d.label,
            `${d.keyboardHours} h`,
            `${d.gamingHours} h`,
            `${d.otherHandHours} h`,
            d.breaks,
            `${d.morningPain}/10`,
            `${d.eveningPain}/10`,
          ])}
      />
    </figure>
  );
}
