"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import {
  ENDURANCE_INTRO,
  ENDURANCE_PARTIAL_NOTE,
  ENDURANCE_STOP_RULE,
  ENDURANCE_TEST_CONTENT,
} from "@/content/assessment/endurance";
import {
  ENDURANCE_KEYS,
  isWeightedEnduranceTest,
  MAX_ENDURANCE_SECONDS,
  type TEnduranceKey,
  WEIGHT_OPTIONS_LBS,
} from "@/domain/assessment/endurance";
import { ZEnduranceFinal, ZEndurancePartial } from "@/lib/schemas/assessment";
import { formatWeight } from "@/lib/units";
import { ChoiceGroup, GroupError } from "../controls";
import { HoldTimer } from "../hold-timer";
import { StepNav } from "../step-nav";
import { TestCard } from "../test-card";
import { useStepSubmit } from "../use-step-submit";

type TTestState = { weightLbs?: number; seconds: string };
export type TEnduranceInitial = Partial<
  Record<TEnduranceKey, { weightLbs?: number; seconds?: number }>
>;

/** The seconds box as a number for the timer's ring: whole, in range, or nothing. */
function recordedSecondsOf(text: string): number | null {
  if (text.trim() === "") return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= MAX_ENDURANCE_SECONDS ? n : null;
}

export function EnduranceForm({
  initial,
  weightUnit,
  illustrations,
}: {
  initial: TEnduranceInitial;
  /** Each test's demonstration, rendered by the page (server side). */
  illustrations: Record<TEnduranceKey, React.ReactNode>;
  weightUnit: "lbs" | "kg";
}) {
  const { submit, pending, fieldErrors, formError } = useStepSubmit();
  const [tests, setTests] = useState<Record<TEnduranceKey, TTestState>>(
    Object.fromEntries(
      ENDURANCE_KEYS.map((k) => [
        k,
        { weightLbs: initial[k]?.weightLbs, seconds: initial[k]?.seconds?.toString() ?? "" },
      ]),
    ) as Record<TEnduranceKey, TTestState>,
  );
  const [final, setFinal] = useState(true);
  // One hold at a time: the running timer's Stop covers the bottom of a phone's screen.
  const [timing, setTiming] = useState<TEnduranceKey | null>(null);

  function update(key: TEnduranceKey, patch: Partial<TTestState>) {
    setTests((current) => ({ ...current, [key]: { ...current[key], ...patch } }));
  }

  function payload() {
    return {
      results: Object.fromEntries(
        ENDURANCE_KEYS.map((k) => {
          const t = tests[k];
          // A test counts as done once it has seconds; its weight is then required.
          if (t.seconds.trim() === "") return [k, null];
          const seconds = Number(t.seconds);
          return [
            k,
            isWeightedEnduranceTest(k) ? { weightLbs: t.weightLbs, seconds } : { seconds },
          ];
        }),
      ),
    };
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const isFinal = (event.nativeEvent as SubmitEvent).submitter?.dataset.partial !== "true";
    setFinal(isFinal);
    submit(
      { step: "/endurance-test", final: isFinal },
      isFinal ? ZEnduranceFinal : ZEndurancePartial,
      payload(),
    );
  }

  const done = ENDURANCE_KEYS.filter((k) => tests[k].seconds.trim() !== "").length;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div className="space-y-3 text-ink">
        {ENDURANCE_INTRO.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <p className="rounded-[var(--radius-control)] bg-calm px-4 py-3 font-medium text-ink">
        {ENDURANCE_STOP_RULE}
      </p>
      {ENDURANCE_KEYS.map((key, i) => {
        const content = ENDURANCE_TEST_CONTENT[key];
        const test = tests[key];
        const error = fieldErrors[`results.${key}`];
        return (
          <TestCard
            key={key}
            id={`results.${key}`}
            number={i + 1}
            title={content.title}
            subtitle={content.equipment}
            steps={content.setup}
            note={<p className="text-ink">{content.hold}</p>}
            illustration={illustrations[key]}
          >
            {isWeightedEnduranceTest(key) ? (
              <ChoiceGroup
                name={`weight-${key}`}
                legend="Weight you're holding"
                options={WEIGHT_OPTIONS_LBS.map((w) => ({
                  value: w,
                  label: formatWeight(w, weightUnit),
                }))}
                value={test.weightLbs}
                onChange={(weightLbs) => update(key, { weightLbs })}
                error={fieldErrors[`results.${key}.weightLbs`]}
                columns={4}
              />
            ) : null}
            <div>
              <p className="text-base font-semibold text-ink">Time the hold</p>
              <div className="mt-3">
                <HoldTimer
                  label={content.title}
                  recordedSeconds={recordedSecondsOf(test.seconds)}
                  onStop={(seconds) => update(key, { seconds: seconds.toString() })}
                  onActiveChange={(active) =>
                    setTiming((current) => (active ? key : current === key ? null : current))
                  }
                  disabled={timing !== null && timing !== key}
                />
              </div>
              <div className="mt-4 flex items-center justify-center gap-2 sm:justify-start">
                <label htmlFor={`seconds-${key}`} className="text-sm text-ink-muted">
                  Seconds held (or type them)
                </label>
                <input
                  id={`seconds-${key}`}
                  inputMode="numeric"
                  value={test.seconds}
                  onChange={(e) => update(key, { seconds: e.target.value })}
                  aria-invalid={fieldErrors[`results.${key}.seconds`] ? true : undefined}
                  aria-describedby={
                    fieldErrors[`results.${key}.seconds`] ? `seconds-${key}-error` : undefined
                  }
                  className="h-11 w-24 rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 text-base text-ink aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger"
                />
              </div>
              {fieldErrors[`results.${key}.seconds`] ? (
                <p id={`seconds-${key}-error`} className="mt-1 text-sm font-medium text-danger">
                  {fieldErrors[`results.${key}.seconds`]}
                </p>
              ) : null}
            </div>
            <GroupError id={`q-results.${key}`} error={error} />
          </TestCard>
        );
      })}
      <p className="text-sm text-ink-muted" aria-live="polite">
        {done} of {ENDURANCE_KEYS.length} tests done. {ENDURANCE_PARTIAL_NOTE}
      </p>
      {fieldErrors.results ? <FormAlert>{fieldErrors.results}</FormAlert> : null}
      <StepNav
        step="/endurance-test"
        pending={pending}
        formError={formError}
        // While a hold is timed, its Stop has the bottom of a phone's screen to itself.
        className={timing === null ? undefined : "max-sm:hidden"}
        extra={
          <Button type="submit" variant="secondary" data-partial="true" disabled={pending}>
            {pending && !final ? "Saving…" : "Save and finish later"}
          </Button>
        }
      />
    </form>
  );
}
