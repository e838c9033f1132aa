"use client";

import { useState } from "react";
import { updateWeightUnitAction } from "@/actions/account";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

export function WeightUnitForm({ initial }: { initial: "lbs" | "kg" }) {
  const [unit, setUnit] = useState(initial);
  const [saved, setSaved] = useState<string | null>(null);
  const { run, pending, formError } = useAction();
  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(null);
        void run(
          () => updateWeightUnitAction(unit),
          () => setSaved(unit),
        );
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-ink">Show weights in</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(["lbs", "kg"] as const).map((u) => (
            <label
              key={u}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border px-4 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${unit === u ? "border-brand bg-brand-soft" : "border-line-strong"}`}
            >
              <input
                type="radio"
                name="weightUnit"
                value={u}
                checked={unit === u}
                onChange={() => setUnit(u)}
                className="size-4 accent-[var(--color-brand)]"
              />
              {u === "lbs" ? "Pounds (lbs)" : "Kilograms (kg)"}
            </label>
          ))}
        </div>
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {saved && !formError ? (
        <FormAlert tone="success">{`Weights now show in ${saved}.`}</FormAlert>
      ) : null}
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? "Saving…" : "Save unit"}
      </Button>
    </form>
  );
}
