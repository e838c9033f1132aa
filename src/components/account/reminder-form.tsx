"use client";

import { useEffect, useId, useState } from "react";
import { saveReminderAction } from "@/actions/reminders";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import type { TPushSetup } from "@/domain/push/push-subscription";
import {
  describeDays,
  type TReminderSettings,
  WEEKDAY_NAMES,
  WEEKDAYS,
} from "@/domain/reminders/exercise-reminder";
import { PushOptIn } from "./push-opt-in";

function summaryOf(settings: TReminderSettings): string {
  return settings.enabled
    ? `Reminders are on: ${describeDays(settings.days)} at ${settings.time} (${settings.timeZone}).`
    : "Reminders are off.";
}

/**
 * The daily exercise reminder's settings (issue #19): off by default; a time, the days, and the
 * person's time zone (this device's, offered when it differs). What was typed stays on a failure.
 */
export function ReminderForm({
  initial,
  email,
  push,
}: {
  initial: TReminderSettings;
  email: string;
  /** Web push's key and this person's devices, or null when the server has push off. */
  push: TPushSetup | null;
}) {
  const [settings, setSettings] = useState(initial);
  const [deviceZone, setDeviceZone] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { run, pending, formError, fieldErrors } = useAction();
  const timeId = useId();

  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setDeviceZone(zone);
    // Never set before: the device's zone is the sensible start.
    if (!initial.enabled && initial.timeZone === "UTC" && zone) {
      setSettings((s) => ({ ...s, timeZone: zone }));
    }
  }, [initial]);

  const toggleDay = (day: number) =>
    setSettings((s) => ({
      ...s,
      days: s.days.includes(day) ? s.days.filter((d) => d !== day) : [...s.days, day].sort(),
    }));

  return (
    <>
      <form
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(null);
          void run(
            () => saveReminderAction(settings),
            () => setSaved(summaryOf(settings)),
          );
        }}
      >
        <label className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            className="size-5 accent-[var(--color-brand)]"
            checked={settings.enabled}
            onChange={(e) => setSettings((s) => ({ ...s, enabled: e.target.checked }))}
          />
          Email me a reminder to do my exercises
        </label>
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor={timeId} className="block text-sm font-medium text-ink">
              Time
            </label>
            <input
              id={timeId}
              type="time"
              required
              value={settings.time}
              onChange={(e) => setSettings((s) => ({ ...s, time: e.target.value }))}
              aria-invalid={fieldErrors.time ? true : undefined}
              className="mt-1 h-11 rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 text-ink"
            />
          </div>
          <p className="pb-2 text-sm text-ink-muted">
            In {settings.timeZone}
            {deviceZone && deviceZone !== settings.timeZone ? (
              <>
                {" · "}
                <button
                  type="button"
                  className="min-h-11 text-brand underline underline-offset-2"
                  onClick={() => setSettings((s) => ({ ...s, timeZone: deviceZone }))}
                >
                  Use this device's time zone ({deviceZone})
                </button>
              </>
            ) : null}
          </p>
        </div>
        {fieldErrors.time ? <p className="text-sm text-danger">{fieldErrors.time}</p> : null}
        <fieldset>
          <legend className="text-sm font-medium text-ink">Days</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {WEEKDAYS.map((day) => (
              <label
                key={day}
                className={`flex min-h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-[var(--radius-control)] border px-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${settings.days.includes(day) ? "border-brand bg-brand-soft" : "border-line-strong"}`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={settings.days.includes(day)}
                  onChange={() => toggleDay(day)}
                />
                <span aria-hidden>{WEEKDAY_NAMES[day]?.slice(0, 3)}</span>
                <span className="sr-only">{WEEKDAY_NAMES[day]}</span>
              </label>
            ))}
          </div>
          {fieldErrors.days ? <p className="mt-2 text-sm text-danger">{fieldErrors.days}</p> : null}
        </fieldset>
        <p className="text-sm text-ink-muted">
          Sent to {email}. Every reminder has a link that turns them off in one click.
        </p>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {saved && !formError ? <FormAlert tone="success">{saved}</FormAlert> : null}
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? "Saving…" : "Save reminder"}
        </Button>
      </form>
      {push ? (
        <PushOptIn
          publicKey={push.publicKey}
          deviceKeys={push.deviceKeys}
          remindersOn={initial.enabled}
        />
      ) : null}
    </>
  );
}
