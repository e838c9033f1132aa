"use client";

import { useState } from "react";
import {
  NERVE_GLIDE_CONTENT,
  NERVE_MOBILITY_INTRO,
  NERVE_MOBILITY_SAFETY,
  NERVE_RESPONSE_CONTENT,
} from "@/content/assessment/nerve-mobility";
import { NERVE_RESPONSES, NERVES } from "@/domain/assessment/vocabulary";
import { type TNerveMobility, ZNerveMobility } from "@/lib/schemas/assessment";
import { ChoiceGroup } from "../controls";
import { QuestionStepper, type TStepperQuestion } from "../question-stepper";
import { StepNav } from "../step-nav";
import { TestCard } from "../test-card";
import { useStepSubmit } from "../use-step-submit";

type TResponses = Partial<TNerveMobility["responses"]>;

export function NerveMobilityForm({
  initial,
  illustrations,
}: {
  initial: TResponses;
  /** Each glide's demonstration, rendered by the page (server side). */
  illustrations: Record<(typeof NERVES)[number], React.ReactNode>;
}) {
  const { submit, pending, fieldErrors, formError } = useStepSubmit();
  const [responses, setResponses] = useState<TResponses>(initial);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    submit({ step: "/nerve-mobility-test" }, ZNerveMobility, { responses });
  }

  // One glide per screen on a phone: its instructions, drawing and answer together.
  const questions: TStepperQuestion[] = NERVES.map((nerve, i) => {
    const content = NERVE_GLIDE_CONTENT[nerve];
    return {
      key: nerve,
      answered: responses[nerve] !== undefined,
      invalid: Boolean(fieldErrors[`responses.${nerve}`]),
      content: (
        <TestCard
          id={nerve}
          number={i + 1}
          title={content.title}
          steps={content.steps}
          note={<p className="text-sm text-ink-muted">{content.feel}</p>}
          illustration={illustrations[nerve]}
        >
          <ChoiceGroup
            name={nerve}
            legend="What did you notice?"
            options={NERVE_RESPONSES.map((r) => ({
              value: r,
              label: NERVE_RESPONSE_CONTENT[r].label,
              description: NERVE_RESPONSE_CONTENT[r].description,
            }))}
            value={responses[nerve]}
            onChange={(r) => setResponses((current) => ({ ...current, [nerve]: r }))}
            error={fieldErrors[`responses.${nerve}`]}
            columns={2}
          />
        </TestCard>
      ),
    };
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div className="space-y-3 text-ink">
        {NERVE_MOBILITY_INTRO.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <p className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-sm text-ink">
        {NERVE_MOBILITY_SAFETY}
      </p>
      <QuestionStepper
        questions={questions}
        noun="Check"
        errors={fieldErrors}
        className="gap-6"
        footer={(nav) => (
          <StepNav
            step="/nerve-mobility-test"
            pending={pending}
            formError={formError}
            continueLabel="See my results"
            stepper={nav}
          />
        )}
      />
    </form>
  );
}
