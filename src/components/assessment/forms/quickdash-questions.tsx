"use client";

import type * as React from "react";
import { useState } from "react";
import {
  QUICKDASH_ACTIVITY_PROMPT,
  QUICKDASH_COPYRIGHT,
  QUICKDASH_INTRO,
  QUICKDASH_ITEMS,
  QUICKDASH_SCALES,
  QUICKDASH_SYMPTOM_PROMPT,
  QUICKDASH_WORK_INTRO,
  QUICKDASH_WORK_ITEMS,
} from "@/content/assessment/quickdash";
import {
  QUICKDASH_ITEM_COUNT,
  QUICKDASH_MIN_ANSWERED,
  QUICKDASH_WORK_ITEM_COUNT,
  type TQuickDashAnswer,
} from "@/domain/assessment/quickdash";
import { cn } from "@/lib/cn";
import { ChoiceGroup } from "../controls";
import { QuestionStepper, type TStepperNav, type TStepperQuestion } from "../question-stepper";

type TAnswer = Exclude<TQuickDashAnswer, null>;
const VALUES = [1, 2, 3, 4, 5] as const;

function scaleOptions(labels: readonly string[]) {
  return VALUES.map((v) => ({ value: v, label: labels[v - 1] ?? String(v) }));
}

/**
 * The instrument's lead-ins: before items 1-6 (activities) and 9-10 (symptoms). The grouped
 * layout prints each once, as the paper form does; a phone shows one question at a time, so it
 * repeats the lead-in above each item it belongs to.
 */
function leadInOf(index: number): { text: string; first: boolean } | null {
  if (index <= 5) return { text: QUICKDASH_ACTIVITY_PROMPT, first: index === 0 };
  if (index === 8 || index === 9) return { text: QUICKDASH_SYMPTOM_PROMPT, first: index === 8 };
  return null;
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
    /** The first of the 11 items still unanswered (0-based), or null. */
    firstUnanswered: answers.indexOf(null) === -1 ? null : answers.indexOf(null),
    /** What the form sends: the work answers only when the person chose to answer them. */
    payload: { answers, work: works ? work : null },
  };
}

export type TQuickDashAnswers = ReturnType<typeof useQuickDashAnswers>;

const WORK_SECTION = {
  id: "work",
  heading: "Work module (optional)",
  intro: <p>{QUICKDASH_WORK_INTRO}</p>,
  // A rule between the 11 questions and the work module, where they show together.
  className: "sm:border-t sm:border-line sm:pt-8",
};

/**
 * The QuickDASH's questions (one per screen on a phone), the count of answers, the work module
 * and the copyright line; `footer` adds the form's own buttons (assessment step or retake).
 */
export function QuickDashQuestions({
  state,
  fieldErrors,
  footer,
}: {
  state: TQuickDashAnswers;
  fieldErrors: Record<string, string>;
  footer: (nav: TStepperNav) => React.ReactNode;
}) {
  const { answers, setAnswers, works, setWorks, work, setWork, answered, tooFew } = state;

  const questions: TStepperQuestion[] = QUICKDASH_ITEMS.map((item, i) => {
    const leadIn = leadInOf(i);
    return {
      key: `item-${item.id}`,
      answered: answers[i] !== null,
      progressLabel: `Question ${i + 1} of ${QUICKDASH_ITEM_COUNT}`,
      invalid: Boolean(fieldErrors[`answers.${i}`]),
      content: (
        <>
          {leadIn ? (
            <p className={cn("mb-3 text-sm text-ink-muted", !leadIn.first && "sm:hidden")}>
              {leadIn.text}
            </p>
          ) : null}
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
            // An updater, never this render's copy of the answers: React replays the choices made
            // before the page hydrated in one batch, and a copy would keep only the last of them.
            onChange={(v: TAnswer) =>
              setAnswers((current) => current.map((a, j) => (j === i ? v : a)))
            }
            error={fieldErrors[`answers.${i}`]}
          />
        </>
      ),
    };
  });
  questions.push({
    key: "works",
    answered: works !== undefined,
    progressLabel: "Optional work questions",
    section: WORK_SECTION,
    content: (
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
    ),
  });
  if (works)
    QUICKDASH_WORK_ITEMS.forEach((item, i) => {
      const error = fieldErrors.work && work[i] === null ? fieldErrors.work : undefined;
      questions.push({
        key: `work-${item.id}`,
        answered: work[i] !== null,
        progressLabel: `Work question ${i + 1} of ${QUICKDASH_WORK_ITEM_COUNT}`,
        invalid: Boolean(error),
        section: WORK_SECTION,
        content: (
          <ChoiceGroup
            name={`work-${item.id}`}
            legend={item.text}
            options={scaleOptions(QUICKDASH_SCALES.difficulty)}
            value={work[i]}
            onChange={(v: TAnswer) =>
              setWork((current) => current.map((a, j) => (j === i ? v : a)))
            }
            error={error}
          />
        ),
      });
    });

  return (
    <>
      <p className="text-ink">{QUICKDASH_INTRO}</p>
      <QuestionStepper
        questions={questions}
        errors={fieldErrors}
        footer={(nav) => (
          <>
            {/* The phone shows "Question 3 of 11" instead. */}
            <p className="text-sm font-medium text-ink max-sm:hidden" aria-live="polite">
              Answered {answered} of {QUICKDASH_ITEM_COUNT}
              {tooFew ? ` · at least ${QUICKDASH_MIN_ANSWERED} are needed for a score` : ""}
            </p>
            <p className={cn("text-xs text-ink-muted", !nav.isLast && "max-sm:hidden")}>
              {QUICKDASH_COPYRIGHT}
            </p>
            {footer(nav)}
          </>
        )}
      />
    </>
  );
}
