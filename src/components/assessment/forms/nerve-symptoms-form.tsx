"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { NERVE_SYMPTOM_CONTENT } from "@/content/assessment/steps";
import { NERVE_LOCATIONS, NERVE_TRIGGERS, NIGHT_FREQUENCIES } from "@/domain/assessment/vocabulary";
import { type TNerveSymptoms, ZNerveSymptoms } from "@/lib/schemas/assessment";
import { CheckboxGroup, ChoiceGroup } from "../controls";
import { StepNav } from "../step-nav";
import { useStepSubmit } from "../use-step-submit";

type TPresent = Extract<TNerveSymptoms, { present: true }>;

export function NerveSymptomsForm({ initial }: { initial: TNerveSymptoms | null }) {
  const { submit, pending, fieldErrors, formError } = useStepSubmit();
  const had = initial?.present ? initial : null;
  const [present, setPresent] = useState<boolean | undefined>(initial?.present);
  const [locations, setLocations] = useState<TPresent["locations"]>(had?.locations ?? []);
  const [atNight, setAtNight] = useState<TPresent["atNight"] | undefined>(had?.atNight);
  const [triggers, setTriggers] = useState<TPresent["triggers"]>(had?.triggers ?? []);
  const [otherTrigger, setOtherTrigger] = useState(had?.otherTrigger ?? "");
  const c = NERVE_SYMPTOM_CONTENT;

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    submit(
      { step: "/nerve-symptoms" },
      ZNerveSymptoms,
      present
        ? { present, locations, atNight, triggers, otherTrigger: otherTrigger || undefined }
        : { present },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <ChoiceGroup
        name="present"
        legend={c.intro}
        options={[
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ]}
        value={present === undefined ? undefined : present ? "yes" : "no"}
        onChange={(v) => setPresent(v === "yes")}
        error={fieldErrors.present ?? fieldErrors.form}
        columns="pair"
      />
      {present ? (
        <>
          <CheckboxGroup
            name="locations"
            legend="Where do you feel it?"
            hint="Tick all that apply."
            options={NERVE_LOCATIONS.map((l) => ({
              value: l,
              label: c.locations[l].label,
              description: c.locations[l].description,
            }))}
            value={locations}
            onChange={setLocations}
            error={fieldErrors.locations}
          />
          <ChoiceGroup
            name="atNight"
            legend="Does it come on at night, or wake you?"
            options={NIGHT_FREQUENCIES.map((n) => ({ value: n, label: c.night[n] }))}
            value={atNight}
            onChange={setAtNight}
            error={fieldErrors.atNight}
            columns={3}
          />
          <CheckboxGroup
            name="triggers"
            legend="What brings it on?"
            hint="Tick any that apply, or none if you're not sure."
            options={NERVE_TRIGGERS.map((t) => ({ value: t, label: c.triggers[t] }))}
            value={triggers}
            onChange={setTriggers}
            error={fieldErrors.triggers}
            columns={2}
          />
          <Field
            id="otherTrigger"
            label="Anything else that brings it on? (optional)"
            value={otherTrigger}
            onChange={(e) => setOtherTrigger(e.target.value)}
            error={fieldErrors.otherTrigger}
            maxLength={200}
          />
        </>
      ) : null}
      <StepNav step="/nerve-symptoms" pending={pending} formError={formError} />
    </form>
  );
}
