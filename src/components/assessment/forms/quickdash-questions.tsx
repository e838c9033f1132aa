"use client";

import { useState } from "react";
import {
  QUICKDASH_COPYRIGHT,
  QUICKDASH_INTRO,
  QUICKDASH_ITEMS,
  QUICKDASH_SCALES,
  QUICKDASH_WORK_INTRO,
  QUICKDASH_WORK_ITEMS,
} from "@/content/assessment/quickdash";
import {
  QUICKDASH_ITEM_COUNT,
  QUICKDASH_MIN_ANSWERED,
  QUICKDASH_WORK_ITEM_COUNT,
  type TQuickDashAnswer,
} from "@/domain/assessment/quickdash";
import { ChoiceGroup } from "../controls";

type TAnswer = Exclude<TQuickDashAnswer, null>;
const VALUES = [1, 2, 3, 4, 5] as const;

function scaleOptions(labels: readonly string[]) {
  return VALUES.map((v) => ({ value: v, label: labels[v - 1] ?? String(v) }));
}

export type TQuickDashInitial = { answers: TQuickDashAnswer[]; work: TQuickDashAnswer[] | null };

/**
 * The QuickDASH answers being filled in: the 11 items, whether the person answers the work
 * module, and its 4 items. Shared by the assessment step and the 4-weekly retake.
 */
export function useQuickDashAnswers(initial: TQuickDashInitial | null) {
  const [answers, setAnswers] = useState<TQuickDashAnswer[]>(
    initial?.answers ?? Array(QUICKDASH_ITEM_COUNT).fill(null),
  );
  const [works, setWorks] = useState<boolean | undefined>(
    initial ? initial.work !== null : undefined,
  );
  const [work, setWork] = useState<TQuickDashAnswer[]>(
    initial?.work ?? Array(QUICKDASH_WORK_ITEM_COUNT).fill(null),
  );
  const answered = answers.filter((a) => a !== null).length;
  return {
    answers,
    setAnswers,
    works,
    setWorks,
    work,
    setWork,
    answered,
    tooFew: answered < QUICKDASH_MIN_ANSWERED,
    /** What the form sends: the work answers only when the person chose to answer them. */
    payload: { answers, work: works ? work : null },
  };
}

export type TQuickDashAnswers = ReturnType<typeof useQuickDashAnswers>;

/** The QuickDASH's questions, count of answers and work module; the form around it submits. */
export function QuickDashQuestions({
  state,
  fieldErrors,
}: {
  state: TQuickDashAnswers;
  fieldErrors: Record<string, string>;
}) {
  const { answers, setAnswers, works, setWorks, work, setWork, answered, tooFew } = state;
  return (
    <>
      <p className="text-ink">{QUICKDASH_INTRO}</p>
      <ol className="space-y-8">
        {QUICKDASH_ITEMS.map((item, i) => (
          <li key={item.id}>
            <ChoiceGroup
              name={`item-${item.id}`}
              legend={
                <>
                  <span className="text-ink-muted">{i + 1}. </span>
                  {item.text}
                </>
              }
              options={scaleOptions(QUICKDASH_SCALES[item.scale])}
              value={answers[i]}
              onChange={(v: TAnswer) => setAnswers(answers.map((a, j) => (j === i ? v : a)))}
              error={fieldErrors[`answers.${i}`]}
            />
          </li>
        ))}
      </ol>
      <p className="text-sm font-medium text-ink" aria-live="polite">
        Answered {answered} of {QUICKDASH_ITEM_COUNT}
        {tooFew ? ` · at least ${QUICKDASH_MIN_ANSWERED} are needed for a score` : ""}
      </p>

      <section aria-labelledby="work-heading" className="space-y-6 border-t border-line pt-8">
        <h2 id="work-heading" className="text-lg font-semibold text-ink">
          Work module (optional)
        </h2>
        <p className="text-ink-muted">{QUICKDASH_WORK_INTRO}</p>
        <ChoiceGroup
          name="works"
          legend="Would you like to answer the four work questions?"
          options={[
            { value: "yes", label: "Yes, I work (paid or unpaid)" },
            { value: "no", label: "No, skip this part" },
          ]}
          value={works === undefined ? undefined : works ? "yes" : "no"}
          onChange={(v) => setWorks(v === "yes")}
          columns={2}
        />
        {works ? (
          <ol className="space-y-8">
            {QUICKDASH_WORK_ITEMS.map((item, i) => (
              <li key={item.id}>
                <ChoiceGroup
                  name={`work-${item.id}`}
                  legend={item.text}
                  options={scaleOptions(QUICKDASH_SCALES.difficulty)}
                  value={work[i]}
                  onChange={(v: TAnswer) => setWork(work.map((a, j) => (j === i ? v : a)))}
                  error={fieldErrors.work && work[i] === null ? fieldErrors.work : undefined}
                />
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    </>
  );
}

export function QuickDashCopyright() {
  return <p className="text-xs text-ink-muted">{QUICKDASH_COPYRIGHT}</p>;
}
