"use client";

import { useState } from "react";
import { ChoiceGroup } from "@/components/assessment/controls";
import { ExampleBlock } from "@/components/pro/example-block";
import { IRRITABILITY_TONE } from "@/components/tone/tone";
import { ToneBadge } from "@/components/tone/tone-badge";
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
 * Load tracking on example figures (spec 5's demo irritability index, an example fortnight), kept
 * apart in an ExampleBlock: below the person's own load for people whose plan lacks
 * loadManagement, and the whole of /preview/load-tracking. `action` is the call to action (Go
 * Pro, or sign up).
 */
export function LoadDemo({
  lastDay,
  action,
  title,
}: {
  lastDay: string;
  action: React.ReactNode;
  title?: string;
}) {
  const [onset, setOnset] = useState<TDemoOnset>("otherwise");
  const demo = DEMO_IRRITABILITY[onset];
  const label = irritabilityLabelOf(demo.index);
  const { days, exerciseDays } = sampleLoadFortnightOf(lastDay);
  return (
    <ExampleBlock
      id="load-demo"
      title={title}
      intro="A minute a day: hours at the keyboard and gaming, breaks, pain morning and evening, and stiffness. Over a couple of weeks the log shows how easily symptoms are stirred up, and what helps. Everything below is an example."
      action={action}
    >
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
            columns={3}
          />
        </div>
        <output
          aria-live="polite"
          className="mt-4 block rounded-[var(--radius-control)] border border-line bg-canvas p-4"
        >
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="text-4xl font-semibold tabular-nums text-ink">{demo.index}</span>
            <span className="text-ink-muted">/ 10</span>
            <ToneBadge tone={IRRITABILITY_TONE[label]}>{IRRITABILITY_TEXT[label].label}</ToneBadge>
          </span>
          <span className="mt-2 block text-ink">
            Work lasts about {minutes(demo.workMinutes)} and gaming {minutes(demo.hobbyMinutes)}{" "}
            before symptoms start: {demo.percentOfNormal}% of a normal day.
          </span>
          <span className="mt-1 block text-sm text-ink">{IRRITABILITY_TEXT[label].advice}</span>
        </output>
      </Card>

      <Card>
        <CardTitle>Load and pain, an example fortnight</CardTitle>
        <div className="mt-4">
          <LoadChartWithTable
            caption="Example figures: hours of hand-heavy activity and pain over two weeks"
            days={days.map((d) => ({
              ...d,
              label: loadDayLabelOf(d.day),
            }))}
          />
        </div>
      </Card>

      <PatternList patterns={patternsOf(days, exerciseDays)} sample />
    </ExampleBlock>
  );
}
