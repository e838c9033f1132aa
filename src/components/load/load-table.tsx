"use client";

import dynamic from "next/dynamic";
import type { TLoadDaySummary } from "@/domain/load/types";

export type TLoadChartDay = TLoadDaySummary & {
  /** "20 Nov": the axis and table label. */
  label: string;
};
const LazyLoadChart = dynamic(() => import("./load-chart").then((m) => m.LoadChart), {
  ssr: false,
  loading: () => <div className="h-72 w-full rounded-[var(--radius-control)] bg-canvas" />,
});

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
      <LazyLoadChart days={days} label={`${caption}. The numbers are in the table that follows.`} />
      <figcaption className="text-sm text-ink-muted">
        Bars: hours of hand-heavy activity (left scale). Lines: morning pain (dashed) and evening
        pain (solid), 0 to 10 (right scale).
      </figcaption>
      <details className="rounded-[var(--radius-control)] border border-line">
        <summary className="cursor-pointer px-3 py-3 text-sm font-medium text-ink">
          Show the numbers
        </summary>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-line text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Keyboard
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Gaming
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Other
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Breaks
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Morning pain
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Evening pain
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.day} className="border-b border-line last:border-0">
                  <th scope="row" className="px-3 py-2 font-medium text-ink">
                    {d.label}
                  </th>
                  <td className="px-3 py-2">{d.keyboardHours} h</td>
                  <td className="px-3 py-2">{d.gamingHours} h</td>
                  <td className="px-3 py-2">{d.otherHandHours} h</td>
                  <td className="px-3 py-2">{d.breaks}</td>
                  <td className="px-3 py-2">{d.morningPain}/10</td>
                  <td className="px-3 py-2">{d.eveningPain}/10</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
