"use client";

import { useState } from "react";
import { ChoiceGroup } from "@/components/assessment/controls";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { sampleLoadFortnightOf } from "@/content/sample/load";
import {
  DEMO_IRRITABILITY,
  irritabilityLabelOf,
  type TDemoOnset,
} from "@/domain/load/irritability-index";
import { loadDayLabelOf } from "@/domain/load/load-tracking-model";
import { patternsOf } from "@/domain/load/patterns";
import { IRRITABILITY_TEXT, PatternList } from "./load-insights";
import { LoadChartWithTable } from "./load-table";

const ONSETS: { value: TDemoOnset; label: string }[] = [
  { value: "immediate", label: "Almost at once" },
  { value: "otherwise", label: "After a while" },
  { value: "no-pain", label: "Not during work" },
];

const minutes = (m: number) =>
  m >= 60 ? `${m / 60} ${m === 60 ? "hour" : "hours"}`.replace(".5 hours", "½ hours") : `${m} min`;

/**
 * Load tracking with sample data (spec 5's demo irritability index, a sample fortnight): shown to
 * people whose plan lacks loadManagement and at /preview/load-tracking. `action` is the call to
 * action under it (Go Pro, or sign up).
 */
export function LoadDemo({ lastDay, action }: { lastDay: string; action: React.ReactNode }) {
  const [onset, setOnset] = useState<TDemoOnset>("otherwise");
  const demo = DEMO_IRRITABILITY[onset];
  const label = irritabilityLabelOf(demo.index);
  const { days, exerciseDays } = sampleLoadFortnightOf(lastDay);
  return (
    <section aria-labelledby="load-demo" className="space-y-6">
      <div className="rounded-[var(--radius-card)] border-2 border-brand bg-surface p-5">
        <p className="inline-flex rounded-full bg-calm px-3 py-1 text-sm font-semibold text-ink">
          Sample data
        </p>
        <h2 id="load-demo" className="mt-2 text-xl font-semibold text-ink">
          See how tracking your day shows what your hands can take
        </h2>
        <p className="mt-2 text-ink-muted">
          A minute a day: hours at the keyboard and gaming, breaks, pain morning and evening, and
          stiffness. Over a couple of weeks it shows your irritability and what helps.
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-3">{action}</div>
      </div>

      <Card>
        <CardTitle>Irritability index</CardTitle>
        <CardDescription className="mt-1">
          Try it: when do symptoms start during a normal day?
        </CardDescription>
        <div className="mt-4">
          <ChoiceGroup
            name="demo-onset"
            legend="Symptoms start"
            options={ONSETS}
            value={onset}
            onChange={setOnset}
            columns="trio"
          />
        </div>
        <output
          aria-live="polite"
          className="mt-4 block rounded-[var(--radius-control)] bg-brand-soft p-4"
        >
          <span className="flex flex-wrap items-baseline gap-x-3">
            <span className="text-4xl font-semibold tabular-nums text-ink">{demo.index}</span>
            <span className="text-ink-muted">/ 10</span>
            <span className="font-semibold text-brand-strong">
              {IRRITABILITY_TEXT[label].label}
            </span>
          </span>
          <span className="mt-2 block text-ink">
            Work lasts about {minutes(demo.workMinutes)} and gaming {minutes(demo.hobbyMinutes)}{" "}
            before symptoms start: {demo.percentOfNormal}% of a normal day.
          </span>
          <span className="mt-1 block text-sm text-ink">{IRRITABILITY_TEXT[label].advice}</span>
        </output>
      </Card>

      <Card>
        <CardTitle>Load and pain, a sample fortnight</CardTitle>
        <div className="mt-4">
          <LoadChartWithTable
            caption="Sample data: hours of hand-heavy activity and pain over two weeks"
            days={days.map((d) => ({
              ...d,
              label: loadDayLabelOf(d.day),
            }))}
          />
        </div>
      </Card>

      <PatternList patterns={patternsOf(days, exerciseDays)} />
    </section>
  );
}
