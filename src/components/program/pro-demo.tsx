"use client";

import { useState } from "react";
import { PainScale } from "@/components/assessment/controls";
import { GoProLink } from "@/components/pro/go-pro-link";
import { Field } from "@/components/ui/field";
import {
  feedbackOf,
  highPainAdjustmentOf,
  PRO_DEMO_TARGET,
  progressPercentOf,
} from "@/domain/program/feedback";
import { formatWeight, type TWeightUnit } from "@/lib/units";
import { FeedbackBadge } from "./feedback-badge";
import { feedbackCopy } from "./feedback-copy";
import { WeightSelect } from "./weight-select";

const clamp = (text: string, max: number) => {
  const n = Math.round(Number(text));
  return Number.isFinite(n) ? Math.min(max, Math.max(0, n)) : 0;
};

/** The Pro tracking demo (spec 5's demo inputs and target) for people without tracking. */
export function ProDemo({ unit }: { unit: TWeightUnit }) {
  const [reps, setReps] = useState("20");
  const [weightLbs, setWeightLbs] = useState<number>(4);
  const [rest, setRest] = useState("1");
  const [pain, setPain] = useState<number>(3);
  const percent = progressPercentOf({ reps: clamp(reps, 100), weightLbs });
  const feedback = feedbackOf(percent, pain);

  return (
    // data-tour: without Pro, the guided tour's logging steps point here (a teaser, spec 2).
    <section
      data-tour="log-button"
      aria-labelledby="pro-demo"
      className="rounded-[var(--radius-card)] border-2 border-brand bg-surface p-5"
    >
      <p className="text-sm font-semibold text-brand">Pro tracking demo</p>
      <h2 id="pro-demo" className="mt-1 text-xl font-semibold text-ink">
        See how logging guides your next session
      </h2>
      <p className="mt-2 text-ink-muted">
        Try it with sample numbers: the target here is {PRO_DEMO_TARGET.reps} reps at{" "}
        {formatWeight(PRO_DEMO_TARGET.weightLbs, unit)}. Nothing is saved.
      </p>
      <div className="mt-4 flex flex-wrap gap-4">
        <Field
          id="demo-reps"
          label="Reps (0–100)"
          inputMode="numeric"
          value={reps}
          onChange={(e) => setReps(e.target.value)}
          inputClassName="w-24"
        />
        <WeightSelect id="demo-weight" value={weightLbs} onChange={setWeightLbs} unit={unit} />
        <Field
          id="demo-rest"
          label="Rest breaks (0–10)"
          inputMode="numeric"
          value={rest}
          onChange={(e) => setRest(String(clamp(e.target.value, 10)))}
          inputClassName="w-24"
        />
      </div>
      <div className="mt-4">
        <PainScale name="demo-pain" legend="Pain during the set" value={pain} onChange={setPain} />
      </div>
      <output
        className="mt-4 block rounded-[var(--radius-control)] border border-line bg-canvas p-4"
        aria-live="polite"
      >
        <FeedbackBadge label={feedback.label} />
        <span className="mt-2 block text-ink">
          {percent}% of the target.{" "}
          {feedbackCopy(feedback.label, highPainAdjustmentOf({ weightLbs, band: false }), unit)}
        </span>
      </output>
      <div className="mt-5 flex flex-wrap items-center gap-3" data-tour="quick-log-button">
        <GoProLink source="exercise-program-demo">Go Pro to log your sets</GoProLink>
        <span className="text-sm text-ink-muted">
          Pro adds logging, progress charts and load tracking.
        </span>
      </div>
    </section>
  );
}
