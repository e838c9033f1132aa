"use client";

import { ExternalLink, LoaderCircle, Phone } from "lucide-react";
import { useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import {
  CLEARANCE_CONFIRMATION,
  EMERGENCY_NUMBERS,
  RED_FLAG_LEVEL_ADVICE,
  RED_FLAG_QUESTIONS,
} from "@/content/assessment/medical-screen";
import { RED_FLAGS, type TRedFlagId, type TRedFlagLevel } from "@/domain/assessment/red-flags";
import { ZMedicalClearance, ZMedicalScreen } from "@/lib/schemas/assessment";
import { ChoiceGroup, GroupError } from "../controls";
import { QuestionStepper, type TStepperQuestion } from "../question-stepper";
import { StepNav } from "../step-nav";
import { useStepSubmit } from "../use-step-submit";

const GROUPS: { level: TRedFlagLevel; heading: string }[] = [
  { level: "emergency", heading: "Injury and sudden changes" },
  { level: "urgent", heading: "How things are changing" },
  { level: "nerve", heading: "Signs that don't go away" },
];

type TAnswers = Partial<Record<TRedFlagId, boolean>>;

export function MedicalScreenForm({
  initial,
  pendingLevel,
  recheck = false,
}: {
  initial: TAnswers;
  /** Set when saved answers need a clinician's clearance before the person can go on. */
  pendingLevel: TRedFlagLevel | null;
  /** After the assessment: "Save my answers", and back goes to the dashboard. */
  recheck?: boolean;
}) {
  const [editing, setEditing] = useState(pendingLevel === null);
  const [answers, setAnswers] = useState<TAnswers>(initial);
  const screen = useStepSubmit();

  if (!editing && pendingLevel)
    return <ClinicianAdvice level={pendingLevel} onChangeAnswers={() => setEditing(true)} />;

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    screen.submit({ step: "/medical-screen" }, ZMedicalScreen, { answers });
  }

  // One question per screen on a phone; the three groups keep their headings on every width.
  const questions: TStepperQuestion[] = GROUPS.flatMap((group) =>
    RED_FLAGS[group.level].map((id) => ({
      key: id,
      answered: answers[id] !== undefined,
      invalid: Boolean(screen.fieldErrors[`answers.${id}`]),
      section: { id: group.level, heading: group.heading },
      content: (
        <ChoiceGroup
          name={id}
          legend={RED_FLAG_QUESTIONS[id].question}
          legendClassName="font-medium"
          hint={RED_FLAG_QUESTIONS[id].hint}
          options={[
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ]}
          value={answers[id] === undefined ? undefined : answers[id] ? "yes" : "no"}
          onChange={(v) => setAnswers((current) => ({ ...current, [id]: v === "yes" }))}
          error={screen.fieldErrors[`answers.${id}`]}
          columns="pair"
        />
      ),
    })),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <QuestionStepper
        questions={questions}
        errors={screen.fieldErrors}
        className="gap-10"
        footer={(nav) => (
          <StepNav
            step="/medical-screen"
            pending={screen.pending}
            formError={screen.formError}
            continueLabel={recheck ? "Save my answers" : "Continue"}
            back={recheck ? { href: "/dashboard", label: "Cancel" } : undefined}
            stepper={nav}
          />
        )}
      />
    </form>
  );
}

/** The "please see a clinician" page: the advice first, then the way to continue once cleared. */
function ClinicianAdvice({
  level,
  onChangeAnswers,
}: {
  level: TRedFlagLevel;
  onChangeAnswers: () => void;
}) {
  const advice = RED_FLAG_LEVEL_ADVICE[level];
  const [cleared, setCleared] = useState(false);
  const clearance = useStepSubmit();
  const error = clearance.fieldErrors.cleared;

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    clearance.submit({ step: "/medical-screen/clearance" }, ZMedicalClearance, {
      cleared: cleared || undefined,
    });
  }

  const emergency = level === "emergency";
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="advice-title"
        className={`rounded-[var(--radius-card)] border-2 p-5 ${emergency ? "border-danger bg-danger-soft" : "border-brand bg-brand-soft"}`}
      >
        <h2
          id="advice-title"
          className={`text-xl font-semibold ${emergency ? "text-danger" : "text-ink"}`}
        >
          {advice.title}
        </h2>
        {/* The action for this level comes first, then where to find that help. */}
        <p className="mt-2 text-lg font-semibold text-ink">{advice.action}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a
            href={advice.find.href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({
              variant: emergency ? "danger" : "primary",
              size: "lg",
              className: "w-full sm:w-auto",
            })}
          >
            {advice.find.label}
            <ExternalLink aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        {emergency ? (
          <div className="mt-4">
            <h3 className="text-sm font-semibold text-ink">Emergency numbers</h3>
            <ul className="mt-2 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              {EMERGENCY_NUMBERS.map((n) => (
                <li key={n.number}>
                  <a
                    href={`tel:${n.number}`}
                    className="flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 py-2 text-ink hover:bg-brand-soft"
                  >
                    <Phone className="size-4 shrink-0 text-danger" aria-hidden />
                    <span>
                      <span className="font-semibold">{n.number}</span>
                      <span className="block text-xs text-ink-muted">{n.where}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <div className="space-y-3 text-ink">
        {advice.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <h2 className="text-lg font-semibold text-ink">Once a clinician has cleared you</h2>
        <div>
          <label className="flex cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border border-line-strong bg-surface p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus">
            <input
              id="q-cleared"
              type="checkbox"
              checked={cleared}
              onChange={(e) => setCleared(e.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "q-cleared-error" : undefined}
              className="mt-0.5 size-5 shrink-0 accent-[var(--color-brand)]"
            />
            <span className="text-ink">{CLEARANCE_CONFIRMATION}</span>
          </label>
          <GroupError id="q-cleared" error={error} />
        </div>
        {clearance.formError ? <FormAlert>{clearance.formError}</FormAlert> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {/* Secondary on purpose: getting help is this page's first action (issue #14). */}
          <Button type="submit" variant="secondary" disabled={clearance.pending}>
            {clearance.pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {clearance.pending ? "Saving…" : "I've been cleared, continue"}
          </Button>
          <Button type="button" variant="ghost" onClick={onChangeAnswers}>
            Change my answers
          </Button>
        </div>
      </form>
    </div>
  );
}
