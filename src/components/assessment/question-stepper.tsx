"use client";

import type * as React from "react";
import { Fragment, useCallback, useEffect, useRef, useState } from "react";
import { useIsPhone } from "@/components/hooks/use-media-query";
import { cn } from "@/lib/cn";
import {
  clampIndex,
  firstUnansweredIndex,
  initialIndex,
  isLastIndex,
  nextIndex,
  previousIndex,
  shouldAutoAdvance,
} from "./stepper-index";

/** Long enough to see the answer that was chosen, short enough not to feel like waiting. */
export const AUTO_ADVANCE_MS = 300;

/** A heading shared by consecutive questions (the medical screen's three groups). */
export type TStepperSection = {
  id: string;
  heading: string;
  intro?: React.ReactNode;
  className?: string;
};

export type TStepperQuestion = {
  key: string;
  answered: boolean;
  /** An error is showing on this question (after a submit). */
  invalid?: boolean;
  section?: TStepperSection;
  /** Replaces "Question 3 of 11" (the QuickDASH counts its optional work questions apart). */
  progressLabel?: string;
  /** The question: a fieldset whose legend (or a heading with data-stepper-heading) names it. */
  content: React.ReactNode;
};

/** What a form's footer needs to step: StepNav turns it into Back / Next on a phone. */
export type TStepperNav = {
  index: number;
  count: number;
  isFirst: boolean;
  isLast: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Shows question `index` (on a phone) and moves focus to its heading. */
  goTo: (index: number) => void;
};

type TDirection = "next" | "back";
type TFocusRequest = { target: "heading" | "error"; scroll: boolean; serial: number };

const ARROW_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

/** The element naming a question: marked explicitly, else its legend or first heading. */
function headingOf(item: HTMLElement): HTMLElement | null {
  return item.querySelector<HTMLElement>(
    "[data-stepper-heading], legend[tabindex], h2[tabindex], h3[tabindex]",
  );
}

function firstInvalidControlOf(item: HTMLElement): HTMLElement | null {
  const invalid = item.querySelector<HTMLElement>("[aria-invalid='true']");
  if (!invalid) return null;
  if (invalid.matches("input, select, textarea, button")) return invalid;
  return invalid.querySelector<HTMLElement>("input, select, textarea, button");
}

/**
 * A form's questions, one per screen on a phone and all together from the `sm` breakpoint up.
 *
 * Which questions show is decided by CSS (`max-sm:hidden` on all but the current one), so the
 * server's HTML is already right at any width and nothing shifts on hydration. Behaviour that only
 * belongs to the phone layout (moving on by itself after an answer, moving focus, scrolling) asks
 * `useIsPhone`, which is false on the server and during hydration. The answers belong to the form,
 * so changing width never loses any.
 *
 * On a phone: "Question 3 of 11" and a bar (announced politely), Back / Next from the footer, and
 * a short pause after an answer is chosen before the next question slides in (no slide with
 * reduced motion). Choosing with the arrow keys never moves on, so a keyboard user can look through
 * the answers; Space or Enter chooses and moves on. The last question never moves on: the footer
 * shows the step's own submit button there. After a submit with errors, the first question in
 * error is shown and its first answer focused.
 */
export function QuestionStepper({
  questions,
  noun = "Question",
  errors,
  footer,
  className,
}: {
  questions: readonly TStepperQuestion[];
  /** The word in "Question 3 of 11": "Movement" for the movement checks. */
  noun?: string;
  /** The form's field errors: every new object (each submit) shows the first question in error. */
  errors?: object;
  footer: (nav: TStepperNav) => React.ReactNode;
  /** Spacing between questions on the desktop layout. */
  className?: string;
}) {
  const isPhone = useIsPhone();
  const count = questions.length;
  const [rawIndex, setRawIndex] = useState(() => initialIndex(questions.map((q) => q.answered)));
  const index = clampIndex(rawIndex, count);
  const [direction, setDirection] = useState<TDirection | null>(null);
  const [focusRequest, setFocusRequest] = useState<TFocusRequest | null>(null);
  const [reachedEnd, setReachedEnd] = useState(false);

  const progressRef = useRef<HTMLDivElement>(null);
  const items = useRef(new Map<string, HTMLDivElement>());
  const advanceTimer = useRef<number | undefined>(undefined);
  const choosingWithArrows = useRef(false);
  // The newest values, for the auto-advance timer and the effects below.
  const latest = useRef({ index, count, questions, isPhone });
  latest.current = { index, count, questions, isPhone };

  const isLast = isLastIndex(index, count);
  useEffect(() => {
    if (isLast) setReachedEnd(true);
  }, [isLast]);

  const goTo = useCallback(
    (target: number, how: { direction?: TDirection | null; focus?: "heading" | "error" } = {}) => {
      window.clearTimeout(advanceTimer.current);
      setRawIndex(clampIndex(target, latest.current.count));
      setDirection(how.direction ?? null);
      setFocusRequest((previous) => ({
        target: how.focus ?? "heading",
        scroll: latest.current.isPhone,
        serial: (previous?.serial ?? 0) + 1,
      }));
    },
    [],
  );

  const onNext = useCallback(() => {
    const { index: i, count: n } = latest.current;
    goTo(nextIndex(i, n), { direction: "next" });
  }, [goTo]);
  const onPrevious = useCallback(() => {
    const { index: i, count: n } = latest.current;
    goTo(previousIndex(i, n), { direction: "back" });
  }, [goTo]);

  // After moving: bring the question's top into view on a phone, then focus its heading (or, after
  // a failed submit, its first answer, whose description carries the error).
  useEffect(() => {
    if (!focusRequest) return;
    const question = latest.current.questions[latest.current.index];
    const item = question ? items.current.get(question.key) : undefined;
    if (!item) return;
    const progress = progressRef.current;
    if (focusRequest.scroll && progress) {
      const top = progress.getBoundingClientRect().top;
      if (top < 0 || top > window.innerHeight * 0.4) progress.scrollIntoView({ block: "start" });
    }
    const target =
      focusRequest.target === "error"
        ? (firstInvalidControlOf(item) ?? headingOf(item))
        : headingOf(item);
    target?.focus({ preventScroll: focusRequest.scroll });
  }, [focusRequest]);

  // A submit with errors: show the first question in error.
  useEffect(() => {
    if (!errors) return;
    const first = latest.current.questions.findIndex((q) => q.invalid);
    if (first !== -1) goTo(first, { focus: "error" });
  }, [errors, goTo]);

  // Narrowing the window into the phone layout: carry on from the first unanswered question.
  const wasPhone = useRef(isPhone);
  useEffect(() => {
    if (isPhone && !wasPhone.current) {
      const first = firstUnansweredIndex(latest.current.questions.map((q) => q.answered));
      if (first !== null) setRawIndex(first);
      setDirection(null);
    }
    wasPhone.current = isPhone;
  }, [isPhone]);

  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  function onItemKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    choosingWithArrows.current = ARROW_KEYS.has(event.key);
    // Enter on an answer moves on (it would otherwise submit the whole form from any question).
    if (
      event.key === "Enter" &&
      latest.current.isPhone &&
      event.target instanceof HTMLInputElement &&
      event.target.type === "radio" &&
      !isLastIndex(latest.current.index, latest.current.count)
    ) {
      event.preventDefault();
      onNext();
    }
  }

  function onItemChange(event: React.FormEvent<HTMLDivElement>) {
    const byArrows = choosingWithArrows.current;
    choosingWithArrows.current = false;
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "radio") return;
    if (!latest.current.isPhone || byArrows) return;
    window.clearTimeout(advanceTimer.current);
    // Decided when the pause ends: the list may have grown (the QuickDASH work questions appear
    // after "Yes, I work") or the person may have moved on by hand.
    advanceTimer.current = window.setTimeout(() => {
      const { index: i, count: n } = latest.current;
      if (shouldAutoAdvance(i, n)) goTo(i + 1, { direction: "next" });
    }, AUTO_ADVANCE_MS);
  }

  const allAnswered = questions.every((q) => q.answered);
  const nav: TStepperNav = {
    index,
    count,
    isFirst: index === 0,
    isLast,
    onPrevious,
    onNext,
    goTo: (i) => goTo(i),
  };

  // Consecutive questions with the same section share one <section> and heading.
  const blocks: {
    section?: TStepperSection;
    entries: { question: TStepperQuestion; i: number }[];
  }[] = [];
  questions.forEach((question, i) => {
    const last = blocks.at(-1);
    if (last && last.section?.id === question.section?.id) last.entries.push({ question, i });
    else blocks.push({ section: question.section, entries: [{ question, i }] });
  });

  const renderItem = ({ question, i }: { question: TStepperQuestion; i: number }) => (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens to its radios' changes and keys as they bubble; the radios themselves are the controls
    <div
      key={question.key}
      ref={(element) => {
        if (element) items.current.set(question.key, element);
        else items.current.delete(question.key);
      }}
      data-question={question.key}
      onChange={onItemChange}
      onKeyDown={onItemKeyDown}
      onPointerDown={() => {
        choosingWithArrows.current = false;
      }}
      className={cn(
        i !== index && "max-sm:hidden",
        i === index && direction === "next" && "max-sm:motion-safe:animate-question-next",
        i === index && direction === "back" && "max-sm:motion-safe:animate-question-back",
      )}
    >
      {question.content}
    </div>
  );

  return (
    <div className="space-y-6">
      <div ref={progressRef} className="scroll-mt-3 sm:hidden">
        <div className="flex min-h-11 items-center justify-between gap-3">
          <p aria-live="polite" aria-atomic className="text-sm font-semibold text-ink">
            {questions[index]?.progressLabel ?? `${noun} ${index + 1} of ${count}`}
          </p>
          {(allAnswered || reachedEnd) && !isLast ? (
            <button
              type="button"
              onClick={() => goTo(count - 1, { direction: "next" })}
              className="-mr-2 h-11 rounded-[var(--radius-control)] px-2 text-sm font-medium text-brand underline-offset-2 hover:underline"
            >
              Go to the end
            </button>
          ) : null}
        </div>
        <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-line">
          <div
            className="h-full rounded-full bg-brand motion-safe:transition-[width] motion-safe:duration-300"
            style={{ width: `${((index + 1) / Math.max(count, 1)) * 100}%` }}
          />
        </div>
      </div>

      <div className={cn("flex flex-col gap-8", className)}>
        {blocks.map((block) =>
          block.section ? (
            <section
              key={block.section.id}
              aria-labelledby={`section-${block.section.id}`}
              className={cn(
                "flex flex-col gap-6",
                block.section.className,
                !block.entries.some((e) => e.i === index) && "max-sm:hidden",
              )}
            >
              <div>
                <h2 id={`section-${block.section.id}`} className="text-lg font-semibold text-ink">
                  {block.section.heading}
                </h2>
                {block.section.intro ? (
                  // On a phone the introduction goes with the section's first question only.
                  <div
                    className={cn(
                      "mt-2 text-ink-muted",
                      block.entries[0]?.i !== index && "max-sm:hidden",
                    )}
                  >
                    {block.section.intro}
                  </div>
                ) : null}
              </div>
              {block.entries.map(renderItem)}
            </section>
          ) : (
            <Fragment key={block.entries[0]?.question.key}>
              {block.entries.map(renderItem)}
            </Fragment>
          ),
        )}
      </div>

      {footer(nav)}
    </div>
  );
}
