"use client";

import { useState, useTransition } from "react";
import { updateWeightUnitAction } from "@/app/(app)/_actions/account";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

export function WeightUnitForm({ initial }: { initial: "lbs" | "kg" }) {
  const [unit, setUnit] = useState(initial);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        startTransition(async () => {
          const result = await updateWeightUnitAction(unit).catch(() => ({
            ok: false as const,
            error: "We couldn't reach Wristwise. Please try again.",
          }));
          setMessage(
            result.ok
              ? { tone: "success", text: `Weights now show in ${unit}.` }
              : { tone: "error", text: result.error },
          );
        });
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-ink">Show weights in</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(["lbs", "kg"] as const).map((u) => (
            <label
              key={u}
              className={`flex cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border px-4 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${unit === u ? "border-brand bg-brand-soft" : "border-line-strong"}`}
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
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? "Saving…" : "Save unit"}
      </Button>
    </form>
  );
}
