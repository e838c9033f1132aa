"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  deleteExerciseLogAction,
  logExerciseSetAction,
  updateExerciseLogAction,
} from "@/actions/program";
import { ChoiceGroup, PainScale } from "@/components/assessment/controls";
import { useAction } from "@/components/forms/use-action";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { isOffline, useOfflineQueue } from "@/components/offline/offline-queue";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { MaskIcon } from "@/components/ui/mask-icon";
import type { TLogOutcome } from "@/domain/program/log-outcome";
import { RECENT_LOGS_PER_EXERCISE } from "@/domain/program/recent-logs";
import type { TActionResult } from "@/lib/action-result";
import { track } from "@/lib/analytics/track";
import { formatDayTime } from "@/lib/format-date";
import { newClientId } from "@/lib/offline/new-client-id";
import { formatWeight, type TWeightUnit } from "@/lib/units";
import { doseText } from "./dose";
import { FeedbackBadge } from "./feedback-badge";
import { DECISION_COPY, feedbackCopy } from "./feedback-copy";
import { WeightSelect } from "./weight-select";

export type TLogEntry = {
  id: string;
  reps: number;
  weightLbs: number | null;
  restBreaks: number;
  pain: number;
  loggedAt: string;
};

/** Logging for one program exercise: quick log (two taps), a full log, and the recent logs. */
export function LogPanel({
  slug,
  name,
  prescribed,
  unit,
  logs,
  timeZone,
}: {
  slug: string;
  name: string;
  prescribed: { reps: number; weightLbs: number | null; band: boolean };
  unit: TWeightUnit;
  logs: TLogEntry[];
  /** The person's time zone: each log's time reads on their clock, on the server and here. */
  timeZone: string;
}) {
  const router = useRouter();
  const [mode, setMode] = useState<"idle" | "quick" | "full" | { edit: TLogEntry }>("idle");
  const [outcome, setOutcome] = useState<TLogOutcome | "queued" | null>(null);
  const { queue } = useOfflineQueue();
  const { run, pending, fieldErrors: errors, formError, reset } = useAction();
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const hydrated = useHydrated();

  function send<TData>(action: () => Promise<TActionResult<TData>>, after?: (data: TData) => void) {
    void run(action, (data) => {
      setMode("idle");
      after?.(data);
      router.refresh();
    });
  }

  function logged(result: TLogOutcome | "queued") {
    setOutcome(result);
    if (result !== "queued") track("ExerciseCompleted", { slug });
  }

  /**
   * Logs a set under a fresh client id (issue #19). Offline, or when the save gets no answer, the
   * set waits on this device and is sent when the connection returns; the server takes each id
   * once, so a save that did arrive before its answer was lost is not doubled.
   */
  function logSet(values: TSetValues) {
    const data = { slug, ...values, clientId: newClientId() };
    const keep = async () => {
      await queue({
        clientId: data.clientId,
        kind: "set",
        data: { ...data, loggedAt: new Date().toISOString() },
        label: `${name}: ${values.reps} reps${
          values.weightLbs !== null ? ` at ${formatWeight(values.weightLbs, unit)}` : ""
        }, pain ${values.pain}/10`,
      });
      return { ok: true as const, data: "queued" as const };
    };
    void run(
      async (): Promise<TActionResult<TLogOutcome | "queued">> => {
        if (isOffline()) return keep();
        try {
          return await logExerciseSetAction(data);
        } catch {
          return keep();
        }
      },
      (result) => {
        setMode("idle");
        logged(result);
        // A queued set is not on the server yet, and with no connection a refresh would fail.
        if (result !== "queued") router.refresh();
      },
    );
  }

  const recent = logs.slice(0, RECENT_LOGS_PER_EXERCISE);
  return (
    <div className="mt-4 space-y-3">
      {mode !== "idle" ? null : !hydrated ? (
        // The two buttons do nothing until the page's script runs, so the server draws only their
        // place, the same height (no shift when they come): 20 buttons on a program page, as a
        // recent log's edit and delete below (issue #15).
        <span className="log-buttons-slot" />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            data-tour="log-button"
            onClick={() => setMode("full")}
            aria-label={`Log a set of ${name}`}
          >
            Log a set
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setOutcome(null);
              setMode("quick");
            }}
            aria-label={`Quick log ${name}`}
            data-tour="quick-log-button"
          >
            <MaskIcon name="zap" className="size-4" />
            Quick log
          </Button>
        </div>
      )}

      {mode === "quick" ? (
        <div className="rounded-[var(--radius-control)] border border-line bg-canvas p-3">
          <p className="text-sm text-ink">
            Logs{" "}
            {doseText(
              {
                sets: 1,
                reps: prescribed.reps,
                loadLbs: prescribed.weightLbs,
                band: prescribed.band,
              },
              unit,
            ).replace("1 sets × ", "")}
            . Tap your pain during the set to save it.
          </p>
          <div className="mt-2">
            <PainScale
              name={`quick-pain-${slug}`}
              legend="Pain during the set"
              value={null}
              onChange={(pain) =>
                logSet({
                  reps: prescribed.reps,
                  weightLbs: prescribed.weightLbs,
                  restBreaks: 0,
                  pain,
                  morningSettled: null,
                })
              }
            />
          </div>
          {formError ? <FormAlert className="mt-2">{formError}</FormAlert> : null}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mt-2"
            onClick={() => setMode("idle")}
          >
            Cancel
          </Button>
        </div>
      ) : null}

      {mode === "full" || typeof mode === "object" ? (
        <LogForm
          key={typeof mode === "object" ? mode.edit.id : "new"}
          slug={slug}
          unit={unit}
          initial={
            typeof mode === "object"
              ? mode.edit
              : {
                  reps: prescribed.reps,
                  weightLbs: prescribed.weightLbs,
                  restBreaks: 0,
                  pain: null,
                }
          }
          editing={typeof mode === "object"}
          pending={pending}
          errors={errors}
          formError={formError}
          onCancel={() => {
            reset();
            setMode("idle");
          }}
          onSubmit={(values) =>
            typeof mode === "object"
              ? send(() => updateExerciseLogAction({ id: mode.edit.id, log: values }))
              : logSet(values as TSetValues)
          }
        />
      ) : null}

      {outcome === "queued" ? (
        <output
          className="block rounded-[var(--radius-control)] border border-line bg-canvas p-4 text-ink"
          aria-live="polite"
        >
          <span className="block font-semibold">Saved on this device</span>
          <span className="mt-1 block text-sm text-ink-muted">
            We couldn't reach Wristwise, so this set waits on this device and is sent as soon as the
            connection is back. Its feedback and next dose appear once it has arrived.
          </span>
        </output>
      ) : outcome ? (
        <output
          className="block rounded-[var(--radius-control)] border border-line bg-canvas p-4 text-ink"
          aria-live="polite"
        >
          <FeedbackBadge label={outcome.feedback.label} />
          <span className="mt-2 block">
            {feedbackCopy(outcome.feedback.label, outcome.adjustment, unit)}
          </span>
          <span className="mt-2 block font-semibold">
            Next session: {doseText({ ...outcome.nextDose, band: prescribed.band }, unit)}
          </span>
          <span className="mt-1 block text-sm text-ink-muted">
            {DECISION_COPY[outcome.decision]}
          </span>
        </output>
      ) : null}

      {recent.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-ink">Recent logs</h4>
          {/* A log's edit and delete buttons do nothing until the page's script runs, so the
              server draws neither them nor an element for their place: until then each row keeps
              their place (log-rows-waiting in globals.css), the same size, so nothing shifts when
              they come. 60 buttons and 30 elements fewer on a program page (issue #15). */}
          <ul className={`mt-1 divide-y divide-line text-sm${hydrated ? "" : " log-rows-waiting"}`}>
            {recent.map((log) => (
              // The words are the row's own text, one string and one text node, with no element of
              // their own: 30 rows on the program page (issue #15).
              <li key={log.id} className="log-row">
                {`${formatDayTime(log.loggedAt, timeZone)} · ${log.reps} reps${
                  log.weightLbs !== null ? ` at ${formatWeight(log.weightLbs, unit)}` : ""
                } · pain ${log.pain}/10`}
                {!hydrated ? null : confirmDelete === log.id ? (
                  <span className="flex items-center gap-2">
                    <span className="text-ink-muted">Delete this log?</span>
                    <Button
                      type="button"
                      size="sm"
                      variant="danger"
                      disabled={pending}
                      onClick={() =>
                        send(
                          () => deleteExerciseLogAction(log.id),
                          () => setConfirmDelete(null),
                        )
                      }
                    >
                      Delete
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => setConfirmDelete(null)}
                    >
                      Keep
                    </Button>
                  </span>
                ) : (
                  <span className="flex gap-1">
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => setMode({ edit: log })}
                      aria-label="Edit this log"
                    >
                      <MaskIcon name="pencil" className="size-4" />
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => setConfirmDelete(log.id)}
                      aria-label="Delete this log"
                    >
                      <MaskIcon name="trash" className="size-4" />
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** A set as the forms send it; the server's schema checks every field. */
type TSetValues = {
  reps: number;
  weightLbs: number | null;
  restBreaks: number;
  pain: number;
  morningSettled: boolean | null;
};

type TLogValues = {
  reps: number;
  weightLbs: number | null;
  restBreaks: number;
  pain: number | null;
  morningSettled: boolean | null;
};

function LogForm({
  slug,
  unit,
  initial,
  editing,
  pending,
  errors,
  formError,
  onSubmit,
  onCancel,
}: {
  slug: string;
  unit: TWeightUnit;
  initial: { reps: number; weightLbs: number | null; restBreaks: number; pain: number | null };
  editing: boolean;
  pending: boolean;
  errors: Record<string, string>;
  formError: string | null;
  onSubmit: (values: TLogValues) => void;
  onCancel: () => void;
}) {
  const [reps, setReps] = useState(String(initial.reps));
  const [weightLbs, setWeightLbs] = useState(initial.weightLbs);
  const [restBreaks, setRestBreaks] = useState(String(initial.restBreaks));
  const [pain, setPain] = useState<number | null>(initial.pain);
  const [morning, setMorning] = useState<"yes" | "no" | "first" | undefined>();
  const id = (field: string) => `${slug}-${field}`;

  return (
    <form
      noValidate
      className="space-y-4 rounded-[var(--radius-control)] border border-line bg-canvas p-3 sm:p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({
          reps: reps.trim() === "" ? Number.NaN : Number(reps),
          weightLbs,
          restBreaks: restBreaks.trim() === "" ? Number.NaN : Number(restBreaks),
          pain,
          // A first session has no earlier session whose next morning could have gone badly.
          morningSettled: morning === undefined ? null : morning !== "no",
        } as TLogValues);
      }}
    >
      <div className="flex flex-wrap gap-4">
        <Field
          id={id("reps")}
          label="Reps (0–100)"
          inputMode="numeric"
          value={reps}
          onChange={(e) => setReps(e.target.value)}
          error={errors.reps}
          inputClassName="w-24"
        />
        {initial.weightLbs !== null ? (
          <WeightSelect id={id("weight")} value={weightLbs} onChange={setWeightLbs} unit={unit} />
        ) : null}
        <Field
          id={id("rest")}
          label="Rest breaks (0–10)"
          inputMode="numeric"
          value={restBreaks}
          onChange={(e) => setRestBreaks(e.target.value)}
          error={errors.restBreaks}
          inputClassName="w-24"
        />
      </div>
      <PainScale
        name={id("pain")}
        legend="Pain during the set"
        value={pain}
        onChange={setPain}
        error={errors.pain}
      />
      {editing ? null : (
        <ChoiceGroup
          name={id("morning")}
          legend="After your last session, was your pain back to usual by the next morning?"
          options={[
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
            { value: "first", label: "This is my first session" },
          ]}
          value={morning}
          onChange={setMorning}
          columns={3}
        />
      )}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : editing ? "Save changes" : "Save set"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
