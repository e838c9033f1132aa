"use client";

import { useState } from "react";
import {
  NERVE_GLIDE_CONTENT,
  NERVE_MOBILITY_INTRO,
  NERVE_MOBILITY_SAFETY,
  NERVE_RESPONSE_CONTENT,
} from "@/content/assessment/nerve-mobility";
import {
  NERVE_RESPONSES,
  NERVES,
  type TNerveMobility,
  ZNerveMobility,
} from "@/lib/schemas/assessment";
import { ChoiceGroup } from "../controls";
import { StepNav } from "../step-nav";
import { TEST_ILLUSTRATIONS } from "../test-illustrations";
import { useStepSubmit } from "../use-step-submit";

type TResponses = Partial<TNerveMobility["responses"]>;

export function NerveMobilityForm({ initial }: { initial: TResponses }) {
  const { submit, pending, fieldErrors, formError } = useStepSubmit();
  const [responses, setResponses] = useState<TResponses>(initial);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    submit({ step: "/nerve-mobility-test" }, ZNerveMobility, { responses });
  }

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
      {NERVES.map((nerve, i) => {
        const content = NERVE_GLIDE_CONTENT[nerve];
        const Illustration = TEST_ILLUSTRATIONS[nerve];
        return (
          <section
            key={nerve}
            aria-labelledby={`glide-${nerve}`}
            className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
          >
            <h2 id={`glide-${nerve}`} className="text-lg font-semibold text-ink">
              {i + 1}. {content.title}
            </h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_14rem] sm:items-start">
              <div>
                <ol className="list-decimal space-y-1.5 pl-5 text-ink">
                  {content.steps.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ol>
                <p className="mt-3 text-sm text-ink-muted">{content.feel}</p>
              </div>
              <Illustration className="mx-auto w-full max-w-[14rem]" />
            </div>
            <div className="mt-5">
              <ChoiceGroup
                name={nerve}
                legend="What did you notice?"
                options={NERVE_RESPONSES.map((r) => ({
                  value: r,
                  label: NERVE_RESPONSE_CONTENT[r].label,
                  description: NERVE_RESPONSE_CONTENT[r].description,
                }))}
                value={responses[nerve]}
                onChange={(r) => setResponses({ ...responses, [nerve]: r })}
                error={fieldErrors[`responses.${nerve}`]}
                columns={2}
              />
            </div>
          </section>
        );
      })}
      <StepNav
        step="/nerve-mobility-test"
        pending={pending}
        formError={formError}
        continueLabel="See my results"
      />
    </form>
  );
}
