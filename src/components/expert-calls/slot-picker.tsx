"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { bookCallAction, rescheduleCallAction } from "@/actions/expert-calls";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { cn } from "@/lib/cn";

export type TSlotDay = {
  /** "2026-12-01" in the person's time zone. */
  key: string;
  /** "Tue 1 Dec". */
  label: string;
  slots: { iso: string; time: string }[];
};

/**
 * Choosing a time for an expert call (issue #17): a day, then one of its times, shown in the
 * person's time zone. Books a new call, or moves one (`bookingId`). What was chosen and typed
 * stays after a refusal; a slot someone else took meanwhile is said plainly.
 */
export function SlotPicker({
  days,
  timeZoneLabel,
  bookingId,
  onDone,
}: {
  days: TSlotDay[];
  timeZoneLabel: string;
  bookingId?: string;
  onDone?: () => void;
}) {
  const router = useRouter();
  const ids = useId();
  const [dayKey, setDayKey] = useState(days[0]?.key ?? "");
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [topic, setTopic] = useState("");
  const action = useAction();
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  const chosen = days
    .flatMap((d) => d.slots.map((s) => ({ ...s, day: d.label })))
    .find((s) => s.iso === startsAt);

  if (days.length === 0)
    return (
      <p className="text-ink-muted">
        Every time in the next four weeks is booked. New times open each day; please look again
        tomorrow, or email care@wristwise.app and we'll find one for you.
      </p>
    );

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!startsAt) {
      action.setFormError("Please choose a time first.");
      return;
    }
    void action.run(
      () =>
        bookingId
          ? rescheduleCallAction({ bookingId, startsAt })
          : bookCallAction({ startsAt, topic: topic.trim() || undefined }),
      () => {
        toast.success(bookingId ? "Your call has moved." : "Your call is booked.");
        setStartsAt(null);
        setTopic("");
        onDone?.();
        router.refresh();
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <div>
        <p id={`${ids}-days`} className="font-medium text-ink">
          Day
        </p>
        <ul
          aria-labelledby={`${ids}-days`}
          className="relative mt-2 flex gap-2 overflow-x-auto pb-2 [scrollbar-width:thin]"
        >
          {days.map((d) => (
            <li key={d.key}>
              <button
                type="button"
                aria-pressed={d.key === day?.key}
                onClick={() => {
                  setDayKey(d.key);
                  setStartsAt(null);
                }}
                className={cn(
                  "min-h-11 whitespace-nowrap rounded-[var(--radius-control)] border px-3 py-2 text-sm",
                  d.key === day?.key
                    ? "border-brand bg-brand-soft font-medium text-ink"
                    : "border-line-strong bg-surface text-ink hover:bg-brand-soft",
                )}
              >
                {d.label}
                <span className="sr-only">, {d.slots.length} times</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {day ? (
        <fieldset>
          <legend className="font-medium text-ink">
            Time on {day.label}{" "}
            <span className="font-normal text-ink-muted">({timeZoneLabel})</span>
          </legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {day.slots.map((s) => (
              <label
                key={s.iso}
                className={cn(
                  "relative flex min-h-11 cursor-pointer items-center justify-center rounded-[var(--radius-control)] border px-2 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus",
                  startsAt === s.iso
                    ? "border-brand bg-brand-soft font-medium"
                    : "border-line-strong bg-surface",
                )}
              >
                <input
                  type="radio"
                  name={`${ids}-time`}
                  value={s.iso}
                  checked={startsAt === s.iso}
                  onChange={() => setStartsAt(s.iso)}
                  className="sr-only"
                />
                {s.time}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {bookingId ? null : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-topic`} className="font-medium text-ink">
            What would you like to talk about? <span className="font-normal">(optional)</span>
          </label>
          <textarea
            id={`${ids}-topic`}
            value={topic}
            maxLength={500}
            rows={3}
            onChange={(e) => setTopic(e.target.value)}
            aria-describedby={action.fieldErrors.topic ? `${ids}-topic-error` : undefined}
            className="rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 py-2 text-ink"
          />
          {action.fieldErrors.topic ? (
            <p id={`${ids}-topic-error`} className="text-sm text-danger">
              {action.fieldErrors.topic}
            </p>
          ) : null}
        </div>
      )}
      {action.formError || action.fieldErrors.startsAt ? (
        <FormAlert>{action.formError ?? action.fieldErrors.startsAt}</FormAlert>
      ) : null}
      <Button type="submit" disabled={action.pending} aria-disabled={action.pending}>
        {action.pending
          ? bookingId
            ? "Moving…"
            : "Booking…"
          : chosen
            ? `${bookingId ? "Move it to" : "Book"} ${chosen.day}, ${chosen.time}`
            : bookingId
              ? "Move my call"
              : "Book this call"}
      </Button>
    </form>
  );
}
