"use client";

import { useId, useState } from "react";
import { saveCommunitySettingsAction } from "@/actions/community";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import type { TCommunitySettings } from "@/domain/community/community-settings";
import { DISPLAY_NAME_MAX } from "@/domain/community/limits";

/** A checkbox with a line under it that says what it means (its accessible description). */
function HintedCheckbox({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 text-ink">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-[var(--color-brand)]"
          checked={checked}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      <p id={hintId} className="ml-8 text-sm text-ink-muted">
        {hint}
      </p>
    </div>
  );
}

/** Community settings (issue #20): the display name, the directory, clinic emails. */
export function CommunitySettingsForm({
  initial,
  email,
}: {
  initial: TCommunitySettings;
  email: string;
}) {
  const [settings, setSettings] = useState(initial);
  const [saved, setSaved] = useState(false);
  const { run, pending, formError, fieldErrors } = useAction();
  const nameId = useId();
  const nameHint = useId();
  const nameError = useId();
  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(false);
        void run(
          () => saveCommunitySettingsAction(settings),
          () => setSaved(true),
        );
      }}
    >
      <div>
        <label htmlFor={nameId} className="block font-medium text-ink">
          Display name
        </label>
        <p id={nameHint} className="text-sm text-ink-muted">
          What other members see: in the member directory, if you join it. It doesn't have to be
          your real name.
        </p>
        <input
          id={nameId}
          name="displayName"
          required
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="nickname"
          value={settings.displayName}
          onChange={(e) => setSettings((s) => ({ ...s, displayName: e.target.value }))}
          aria-describedby={fieldErrors.displayName ? `${nameHint} ${nameError}` : nameHint}
          aria-invalid={fieldErrors.displayName ? true : undefined}
          className="mt-2 h-11 w-full max-w-sm rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 text-ink"
        />
        {fieldErrors.displayName ? (
          <p id={nameError} className="mt-1 text-sm text-danger">
            {fieldErrors.displayName}
          </p>
        ) : null}
      </div>
      <HintedCheckbox
        label="List me in the member directory"
        hint="Only your display name is shown: never your email, your account name or anything about your health."
        checked={settings.directoryOptIn}
        onChange={(directoryOptIn) => setSettings((s) => ({ ...s, directoryOptIn }))}
      />
      <HintedCheckbox
        label="Email me each Monday with the week's clinics"
        hint={`Sent to ${email}.`}
        checked={settings.clinicEmails}
        onChange={(clinicEmails) => setSettings((s) => ({ ...s, clinicEmails }))}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {saved && !formError ? (
        <FormAlert tone="success">Your community settings are saved.</FormAlert>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? "Saving…" : "Save settings"}
      </Button>
    </form>
  );
}
