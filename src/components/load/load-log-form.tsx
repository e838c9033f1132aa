"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { deleteLoadLogAction, saveLoadLogAction } from "@/actions/load";
import { ChoiceGroup, GroupError, PainScale } from "@/components/assessment/controls";
import { useAction } from "@/components/forms/use-action";
import { isOffline, useOfflineQueue } from "@/components/offline/offline-queue";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { STIFFNESS, type TStiffness } from "@/domain/load/stiffness";
import type { TLoadDay } from "@/domain/load/types";
import { fieldErrorsOf, type TActionResult } from "@/lib/action-result";
import { addDays } from "@/lib/day";
import { ERROR_MESSAGES } from "@/lib/errors";
import { formatDate } from "@/lib/format-date";
import { newClientId } from "@/lib/offline/new-client-id";

export type TLoadLogView = TLoadDay & { id: string };

export const STIFFNESS_TEXT: Record<TStiffness, string> = {
  none: "None",
  "under-15-min": "Under 15 min",
  "15-to-60-min": "15 to 60 min",
  "over-60-min": "Over an hour",
};

type TDraft = {
  day: string;
  keyboardHours: string;
  gamingHours: string;
  otherHandHours: string;
  breaks: string;
  morningPain: number | null;
  eveningPain: number | null;
  stiffness: TStiffness | null;
  workMinutesBeforePain: string;
  hobbyMinutesBeforePain: string;
  note: string;
};

const text = (n: number | null) => (n === null ? "" : String(n));

/** The day's own log to edit, or a new one pre-filled with the latest day's hours and breaks. */
function draftFor(day: string, logs: readonly TLoadLogView[]): TDraft {
  const own = logs.find((l) => l.day === day);
  const base = own ?? logs[0];
  return {
    day,
    keyboardHours: text(base?.keyboardHours ?? null),
    gamingHours: text(base?.gamingHours ?? null),
    otherHandHours: text(base?.otherHandHours ?? null),
    breaks: text(base?.breaks ?? null),
    morningPain: own?.morningPain ?? null,
    eveningPain: own?.eveningPain ?? null,
    stiffness: own?.stiffness ?? null,
    workMinutesBeforePain: text(own?.workMinutesBeforePain ?? null),
    hobbyMinutesBeforePain: text(own?.hobbyMinutesBeforePain ?? null),
    note: own?.note ?? "",
  };
}

const numberOrUndefined = (value: string) => (value.trim() === "" ? undefined : Number(value));
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

/** The daily log: quick to fill in, pre-filled from the last day, and editable by date. */
export function LoadLogForm({ logs, today }: { logs: readonly TLoadLogView[]; today: string }) {
  const router = useRouter();
  const [draft, setDraft] = useState<TDraft>(() => draftFor(today, logs));
  const save = useAction();
  const { queue } = useOfflineQueue();
  // The form's schema, fetched once the page is idle, so it is at hand if the connection drops.
  useEffect(() => {
    void import("@/lib/schemas/load").catch(() => {});
  }, []);
  const errors = save.fieldErrors;
  const formError =
    save.formError ?? (Object.keys(errors).length > 0 ? ERROR_MESSAGES["invalid-input"] : null);
  const pending = save.pending;
  const editing = logs.some((l) => l.day === draft.day);
  const set = <K extends keyof TDraft>(key: K, value: TDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  function chooseDay(day: string) {
    save.reset();
    setDraft(/^\d{4}-\d{2}-\d{2}$/.test(day) ? draftFor(day, logs) : { ...draft, day });
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const day = draft.day;
    const dayName = day === today ? "today" : formatDate(day);
    const data = {
      day: draft.day,
      keyboardHours: numberOrUndefined(draft.keyboardHours),
      gamingHours: numberOrUndefined(draft.gamingHours),
      otherHandHours: numberOrUndefined(draft.otherHandHours),
      breaks: numberOrUndefined(draft.breaks),
      morningPain: draft.morningPain ?? undefined,
      eveningPain: draft.eveningPain ?? undefined,
      stiffness: draft.stiffness ?? undefined,
      workMinutesBeforePain: numberOrNull(draft.workMinutesBeforePain),
      hobbyMinutesBeforePain: numberOrNull(draft.hobbyMinutesBeforePain),
      note: draft.note,
      // Issue #19: the server applies each id once, so a save sent again is not applied twice.
      clientId: newClientId(),
    };
    // Offline, or no answer: the day's log waits on this device and is sent when back online,
    // checked first with the server's own schema (loaded ahead, below) so a mistake shows now.
    const keep = async (): Promise<TActionResult<"queued">> => {
      const schema = await import("@/lib/schemas/load").catch(() => null);
      const parsed = schema?.ZLoadLog.safeParse(data);
      if (parsed && !parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
      await queue({
        clientId: data.clientId,
        kind: "load",
        data,
        label: `Day log for ${dayName}: pain ${data.morningPain ?? "?"}/10 morning, ${
          data.eveningPain ?? "?"
        }/10 evening`,
      });
      return { ok: true, data: "queued" };
    };
    void save.run(
      async (): Promise<TActionResult<{ updated: boolean } | "queued">> => {
        if (isOffline()) return keep();
        try {
          return await saveLoadLogAction(data);
        } catch {
          return keep();
        }
      },
      (result) => {
        if (result === "queued") {
          toast.success(
            `We couldn't reach Wristwise: your log for ${dayName} is saved on this device and will be sent as soon as the connection is back.`,
          );
          return;
        }
        toast.success(`${result.updated ? "Updated" : "Saved"} your log for ${dayName}`);
        router.refresh();
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-labelledby="log-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="log-title" className="text-xl font-semibold text-ink">
          {editing
            ? `Edit your log for ${draft.day === today ? "today" : formatDate(draft.day)}`
            : draft.day === today
              ? "Log today"
              : `Log ${formatDate(draft.day)}`}
        </h2>
        <Field
          id="load-day"
          label="Day"
          type="date"
          value={draft.day}
          min={addDays(today, -365)}
          max={today}
          onChange={(e) => chooseDay(e.target.value)}
          error={errors.day}
          inputClassName="w-44"
        />
      </div>
      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <fieldset aria-describedby="hours-hint" className="space-y-3">
        <legend className="text-base font-semibold text-ink">Hours of hand-heavy activity</legend>
        <p id="hours-hint" className="text-sm text-ink-muted">
          Roughly is fine: to the nearest half hour, 0 if none.
        </p>
        <div className="grid grid-cols-3 items-end gap-3">
          <Field
            id="load-keyboard"
            label="Keyboard and mouse"
            inputMode="decimal"
            value={draft.keyboardHours}
            onChange={(e) => set("keyboardHours", e.target.value)}
            error={errors.keyboardHours}
          />
          <Field
            id="load-gaming"
            label="Gaming"
            inputMode="decimal"
            value={draft.gamingHours}
            onChange={(e) => set("gamingHours", e.target.value)}
            error={errors.gamingHours}
          />
          <Field
            id="load-other"
            label="Other (tools, music, sport)"
            inputMode="decimal"
            value={draft.otherHandHours}
            onChange={(e) => set("otherHandHours", e.target.value)}
            error={errors.otherHandHours}
          />
        </div>
        <GroupError id="load-hours" error={errors.hours} />
      </fieldset>

      <Field
        id="load-breaks"
        label="Breaks taken"
        hint="Short pauses of a minute or more away from the keyboard or controller."
        inputMode="numeric"
        value={draft.breaks}
        onChange={(e) => set("breaks", e.target.value)}
        error={errors.breaks}
        inputClassName="w-28"
      />

      <PainScale
        name="load-morning"
        legend="Pain this morning"
        value={draft.morningPain}
        onChange={(v) => set("morningPain", v)}
        error={errors.morningPain}
      />
      <PainScale
        name="load-evening"
        legend="Pain this evening"
        value={draft.eveningPain}
        onChange={(v) => set("eveningPain", v)}
        error={errors.eveningPain}
      />
      <ChoiceGroup
        name="load-stiffness"
        legend="Morning stiffness lasted"
        options={STIFFNESS.map((s) => ({ value: s, label: STIFFNESS_TEXT[s] }))}
        value={draft.stiffness}
        onChange={(v) => set("stiffness", v)}
        error={errors.stiffness}
        columns={4}
      />

      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-ink">
          How long before symptoms started? (optional)
        </legend>
        <p className="text-sm text-ink-muted">
          Minutes into the activity. Leave it empty if symptoms didn't start. This feeds your
          irritability index.
        </p>
        <div className="grid grid-cols-2 items-end gap-3">
          <Field
            id="load-work-minutes"
            label="Work, minutes"
            inputMode="numeric"
            value={draft.workMinutesBeforePain}
            onChange={(e) => set("workMinutesBeforePain", e.target.value)}
            error={errors.workMinutesBeforePain}
          />
          <Field
            id="load-hobby-minutes"
            label="Gaming or hobby, minutes"
            inputMode="numeric"
            value={draft.hobbyMinutesBeforePain}
            onChange={(e) => set("hobbyMinutesBeforePain", e.target.value)}
            error={errors.hobbyMinutesBeforePain}
          />
        </div>
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor="load-note" className="text-sm font-medium text-ink">
          Note (optional)
        </label>
        <textarea
          id="load-note"
          rows={2}
          maxLength={500}
          value={draft.note}
          onChange={(e) => set("note", e.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? "load-note-error" : undefined}
          className="rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 py-2 text-ink"
        />
        {errors.note ? (
          <p id="load-note-error" className="text-sm font-medium text-danger">
            {errors.note}
          </p>
        ) : null}
      </div>

      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? "Saving…" : editing ? "Save changes" : "Save this day"}
      </Button>
      <RecentDays logs={logs} onEdit={chooseDay} />
    </form>
  );
}

/** The last days logged, each with edit and a confirmed delete. */
function RecentDays({
  logs,
  onEdit,
}: {
  logs: readonly TLoadLogView[];
  onEdit: (day: string) => void;
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { run, pending } = useAction();
  if (logs.length === 0) return null;

  async function remove(id: string) {
    const result = await run(
      () => deleteLoadLogAction(id),
      () => {
        setConfirming(null);
        toast.success("Deleted that day's log");
        router.refresh();
      },
    );
    if (!result.ok) toast.error(result.formError ?? ERROR_MESSAGES["delete-failed"]);
  }

  return (
    <section aria-labelledby="recent-days" className="border-t border-line pt-5">
      <h3 id="recent-days" className="font-semibold text-ink">
        Recent days
      </h3>
      <ul className="mt-3 divide-y divide-line">
        {logs.slice(0, 7).map((log) => (
          <li key={log.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <span className="text-ink">
              <span className="font-medium">{formatDate(log.day)}</span>
              <span className="block text-sm text-ink-muted">
                {log.keyboardHours + log.gamingHours + log.otherHandHours} h hand-heavy ·{" "}
                {log.breaks} breaks · pain {log.morningPain} → {log.eveningPain}/10
              </span>
            </span>
            {confirming === log.id ? (
              <span className="flex items-center gap-2">
                <span className="text-sm text-ink">Delete this day?</span>
                <Button
                  type="button"
                  size="sm"
                  variant="danger"
                  disabled={pending}
                  onClick={() => remove(log.id)}
                >
                  Delete
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => setConfirming(null)}
                >
                  Keep
                </Button>
              </span>
            ) : (
              <span className="flex gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit the log for ${formatDate(log.day)}`}
                  onClick={() => {
                    onEdit(log.day);
                    document.getElementById("log-title")?.scrollIntoView({ behavior: "smooth" });
                  }}
                >
                  Edit
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete the log for ${formatDate(log.day)}`}
                  onClick={() => setConfirming(log.id)}
                >
                  Delete
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
