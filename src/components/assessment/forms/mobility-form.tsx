"use client";

import { useState } from "react";
import {
  MOBILITY_RATING_CONTENT,
  MOBILITY_SAFETY,
  MOBILITY_TEST_CONTENT,
} from "@/content/assessment/mobility";
import {
  MOBILITY_RATINGS,
  MOBILITY_TESTS,
  type TMobilityRating,
  type TMobilityTest,
} from "@/domain/assessment/mobility";
import { ZMobility } from "@/lib/schemas/assessment";
import { ChoiceGroup } from "../controls";
import { QuestionStepper, type TStepperQuestion } from "../question-stepper";
import { StepNav } from "../step-nav";
import { TestCard } from "../test-card";
import { useStepSubmit } from "../use-step-submit";

type TRatings = Partial<Record<TMobilityTest, TMobilityRating>>;

export function MobilityForm({
  initial,
  illustrations,
}: {
  initial: TRatings;
  /** Each test's demonstration, rendered by the page (server side). */
  illustrations: Record<TMobilityTest, React.ReactNode>;
}) {
  const { submit, pending, fieldErrors, formError } = useStepSubmit();
  const [ratings, setRatings] = useState<TRatings>(initial);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    submit({ step: "/mobility-test" }, ZMobility, { ratings });
  }

  // One movement per screen on a phone: its instructions, drawing and rating together.
  const questions: TStepperQuestion[] = MOBILITY_TESTS.map((test, i) => {
    const content = MOBILITY_TEST_CONTENT[test];
    return {
      key: test,
      answered: ratings[test] !== undefined,
      invalid: Boolean(fieldErrors[`ratings.${test}`]),
      content: (
        <TestCard
          id={test}
          number={i + 1}
          title={content.title}
          subtitle={content.purpose}
          steps={content.steps}
          note={<p className="text-sm text-ink-muted">{content.compare}</p>}
          illustration={illustrations[test]}
        >
          <ChoiceGroup
            name={test}
            legend={content.question}
            options={MOBILITY_RATINGS.map((r) => ({
              value: r,
              label: MOBILITY_RATING_CONTENT[r].label,
              description: MOBILITY_RATING_CONTENT[r].description,
            }))}
            value={ratings[test]}
            onChange={(rating) => setRatings((current) => ({ ...current, [test]: rating }))}
            error={fieldErrors[`ratings.${test}`]}
            columns={3}
          />
        </TestCard>
      ),
    };
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <p className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-sm text-ink">
        {MOBILITY_SAFETY}
      </p>
      <QuestionStepper
        questions={questions}
        noun="Movement"
        errors={fieldErrors}
        className="gap-6"
        footer={(nav) => (
          <StepNav step="/mobility-test" pending={pending} formError={formError} stepper={nav} />
        )}
      />
    </form>
  );
}
