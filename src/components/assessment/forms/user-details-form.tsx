"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { USER_DETAILS_CONTENT } from "@/content/assessment/steps";
import {
  AGE_RANGES,
  DURATIONS,
  HANDS,
  LOAD_ACTIVITIES,
  ONSETS,
  type TLoadActivity,
} from "@/domain/assessment/vocabulary";
import { ZUserDetails } from "@/lib/schemas/assessment";
import { ChoiceGroup, GroupError } from "../controls";
import { StepNav } from "../step-nav";
import { useStepSubmit } from "../use-step-submit";

export type TUserDetailsInitial = {
  name: string;
  ageRange?: string;
  dominantHand?: string;
  affectedSide?: string;
  bodyWeight?: number;
  weightUnit: "lbs" | "kg";
  onset?: string;
  duration?: string;
  hours?: Partial<Record<TLoadActivity, number>>;
};

const AGE_LABELS: Record<(typeof AGE_RANGES)[number], string> = {
  "18-24": "18–24",
  "25-34": "25–34",
  "35-44": "35–44",
  "45-54": "45–54",
  "55-64": "55–64",
  "65+": "65 or over",
};

/** A number typed into a text box, or undefined while it is empty or not a number yet. */
function toNumber(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const n = Number(text.replace(",", "."));
  return Number.isFinite(n) ? n : Number.NaN;
}

export function UserDetailsForm({ initial }: { initial: TUserDetailsInitial }) {
  const { submit, pending, fieldErrors, formError } = useStepSubmit();
  const [name, setName] = useState(initial.name);
  const [ageRange, setAgeRange] = useState(initial.ageRange);
  const [dominantHand, setDominantHand] = useState(initial.dominantHand);
  const [affectedSide, setAffectedSide] = useState(initial.affectedSide);
  const [bodyWeight, setBodyWeight] = useState(initial.bodyWeight?.toString() ?? "");
  const [weightUnit, setWeightUnit] = useState(initial.weightUnit);
  const [onset, setOnset] = useState(initial.onset);
  const [duration, setDuration] = useState(initial.duration);
  const [hours, setHours] = useState<Record<TLoadActivity, string>>(
    Object.fromEntries(
      LOAD_ACTIVITIES.map((a) => [a, initial.hours?.[a]?.toString() ?? ""]),
    ) as Record<TLoadActivity, string>,
  );
  const c = USER_DETAILS_CONTENT;
  const handOptions = HANDS.map((h) => ({ value: h, label: c.hands[h] }));

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    submit({ step: "/user-details" }, ZUserDetails, {
      name,
      ageRange,
      dominantHand,
      affectedSide,
      bodyWeight: toNumber(bodyWeight),
      weightUnit,
      onset,
      duration,
      // An empty box means none: people skip the activities they don't do.
      hours: Object.fromEntries(LOAD_ACTIVITIES.map((a) => [a, toNumber(hours[a]) ?? 0])),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <Field
        id="name"
        label="Your first name, or what you'd like us to call you"
        autoComplete="given-name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fieldErrors.name}
        maxLength={100}
      />
      <ChoiceGroup
        name="ageRange"
        legend="Your age"
        options={AGE_RANGES.map((a) => ({ value: a, label: AGE_LABELS[a] }))}
        value={ageRange}
        onChange={setAgeRange}
        error={fieldErrors.ageRange}
        columns="trio"
      />
      <ChoiceGroup
        name="dominantHand"
        legend="Which hand do you use most?"
        options={handOptions}
        value={dominantHand}
        onChange={setDominantHand}
        error={fieldErrors.dominantHand}
        columns="trio"
      />
      <ChoiceGroup
        name="affectedSide"
        legend="Which side is painful?"
        options={handOptions}
        value={affectedSide}
        onChange={setAffectedSide}
        error={fieldErrors.affectedSide}
        columns="trio"
      />
      <fieldset
        id="q-bodyWeight"
        aria-invalid={fieldErrors.bodyWeight ? true : undefined}
        aria-describedby={["q-bodyWeight-hint", fieldErrors.bodyWeight ? "q-bodyWeight-error" : ""]
          .join(" ")
          .trim()}
      >
        <legend className="text-base font-semibold text-ink">Body weight</legend>
        <p id="q-bodyWeight-hint" className="mt-1 text-sm text-ink-muted">
          {c.weightWhy}
        </p>
        <div className="mt-3 flex items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="bodyWeight" className="text-sm font-medium text-ink">
              Weight in {weightUnit}
            </label>
            <input
              id="bodyWeight"
              inputMode="decimal"
              autoComplete="off"
              value={bodyWeight}
              onChange={(e) => setBodyWeight(e.target.value)}
              aria-invalid={fieldErrors.bodyWeight ? true : undefined}
              aria-describedby={fieldErrors.bodyWeight ? "q-bodyWeight-error" : undefined}
              className="h-11 w-32 rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 text-base text-ink aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger"
            />
          </div>
          <div className="flex h-11 overflow-hidden rounded-[var(--radius-control)] border border-line-strong">
            {(["lbs", "kg"] as const).map((unit) => (
              <label
                key={unit}
                className={`relative flex cursor-pointer items-center px-4 font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-focus ${weightUnit === unit ? "bg-brand text-white" : "bg-surface text-ink"}`}
              >
                <input
                  type="radio"
                  name="weightUnit"
                  value={unit}
                  checked={weightUnit === unit}
                  onChange={() => setWeightUnit(unit)}
                  className="absolute inset-0 cursor-pointer opacity-0"
                />
                {unit}
              </label>
            ))}
          </div>
        </div>
        <GroupError id="q-bodyWeight" error={fieldErrors.bodyWeight} />
      </fieldset>
      <ChoiceGroup
        name="onset"
        legend="How did your symptoms start?"
        options={ONSETS.map((o) => ({
          value: o,
          label: c.onset[o].label,
          description: c.onset[o].description,
        }))}
        value={onset}
        onChange={setOnset}
        error={fieldErrors.onset}
      />
      <ChoiceGroup
        name="duration"
        legend="When did they start?"
        options={DURATIONS.map((d) => ({ value: d, label: c.duration[d] }))}
        value={duration}
        onChange={setDuration}
        error={fieldErrors.duration}
        columns={2}
      />
      <fieldset
        id="q-hours"
        aria-invalid={fieldErrors.hours ? true : undefined}
        aria-describedby={fieldErrors.hours ? "q-hours-error" : "q-hours-hint"}
      >
        <legend className="text-base font-semibold text-ink">
          On a typical day, how many hours do you spend on…
        </legend>
        <p id="q-hours-hint" className="mt-1 text-sm text-ink-muted">
          A rough guess is fine. Leave a box empty if you don't do it.
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {LOAD_ACTIVITIES.map((a) => {
            const error = fieldErrors[`hours.${a}`];
            return (
              <div key={a} className="flex flex-col gap-1">
                <label htmlFor={`hours-${a}`} className="text-sm font-medium text-ink">
                  {c.activities[a].label}
                </label>
                <span id={`hours-${a}-hint`} className="text-xs text-ink-muted">
                  {c.activities[a].hint}
                </span>
                <div className="flex items-center gap-2">
                  <input
                    id={`hours-${a}`}
                    inputMode="decimal"
                    value={hours[a]}
                    onChange={(e) => {
                      const value = e.target.value;
                      setHours((current) => ({ ...current, [a]: value }));
                    }}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`hours-${a}-hint${error ? ` hours-${a}-error` : ""}`}
                    className="h-11 w-24 rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 text-base text-ink aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger"
                  />
                  <span className="text-sm text-ink-muted">hours a day</span>
                </div>
                {error ? (
                  <p id={`hours-${a}-error`} className="text-sm font-medium text-danger">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        <GroupError id="q-hours" error={fieldErrors.hours} />
      </fieldset>
      <StepNav step="/user-details" pending={pending} formError={formError} />
    </form>
  );
}
