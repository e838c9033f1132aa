"use client";

import type * as React from "react";
import { useEffect, useEffectEvent, useRef } from "react";
import { cn } from "@/lib/cn";

/**
 * Answers chosen in the server's HTML before the page hydrated (a slow connection, a quick hand):
 * React keeps the browser's ticks but not its own state, so they would look chosen and never be
 * sent. Once, when the group mounts, it takes over the values its inputs show as ticked. After
 * that the inputs and the state always agree, so this is a no-op on every later mount.
 */
function useTicksFromBeforeHydration(adopt: (ticked: string[]) => void) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const onMount = useEffectEvent(adopt);
  useEffect(() => {
    const inputs = ref.current?.querySelectorAll<HTMLInputElement>("input:checked") ?? [];
    onMount([...inputs].map((input) => input.value));
  }, []);
  return ref;
}

/** An error message under a group of controls, linked to it by id. */
export function GroupError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} data-error className="mt-2 text-sm font-medium text-danger">
      {error}
    </p>
  );
}

type TOption<T extends string | number> = {
  value: T;
  label: React.ReactNode;
  description?: React.ReactNode;
};

/** One answer as a large tappable card around a native radio or checkbox input. */
function OptionCard<T extends string | number>({
  type,
  name,
  option,
  checked,
  onChange,
}: {
  type: "radio" | "checkbox";
  name: string;
  option: TOption<T>;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label
      className={cn(
        "flex min-h-12 cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border bg-surface px-3.5 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
        checked ? "border-brand bg-brand-soft" : "border-line-strong hover:bg-canvas",
      )}
    >
      <input
        type={type}
        name={name}
        value={String(option.value)}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-5 shrink-0 accent-[var(--color-brand)]"
      />
      <span className="flex flex-col">
        <span className="font-medium text-ink">{option.label}</span>
        {option.description ? (
          <span className="text-sm text-ink-muted">{option.description}</span>
        ) : null}
      </span>
    </label>
  );
}

/**
 * A question answered by choosing one option: a fieldset of native radio inputs (so arrow keys,
 * Space and screen readers behave as people expect), styled as large tappable cards.
 */
export function ChoiceGroup<T extends string | number>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  columns = 1,
  legendClassName,
}: {
  name: string;
  legend: React.ReactNode;
  hint?: React.ReactNode;
  options: readonly TOption<T>[];
  value: T | null | undefined;
  onChange: (value: T) => void;
  error?: string;
  /**
   * Columns from the sm breakpoint up (one column on a phone). "pair" and "trio" keep two or
   * three short answers (Yes / No, Left / Right / Both) side by side even on a phone.
   */
  columns?: 1 | 2 | 3 | 4 | "pair" | "trio";
  legendClassName?: string;
}) {
  const id = `q-${name}`;
  const ref = useTicksFromBeforeHydration((ticked) => {
    const option = options.find((o) => String(o.value) === ticked[0]);
    if (option && option.value !== value) onChange(option.value);
  });
  return (
    <fieldset
      ref={ref}
      id={id}
      aria-describedby={
        [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined
      }
      aria-invalid={error ? true : undefined}
    >
      {/* Focusable from script: the phone stepper moves focus here when this question shows. */}
      <legend tabIndex={-1} className={cn("text-base font-semibold text-ink", legendClassName)}>
        {legend}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div
        className={cn(
          "mt-3 grid gap-2",
          columns === 2 && "sm:grid-cols-2",
          columns === "pair" && "grid-cols-2",
          columns === "trio" && "grid-cols-3",
          columns === 3 && "sm:grid-cols-3",
          columns === 4 && "grid-cols-2 sm:grid-cols-4",
        )}
      >
        {options.map((option) => (
          <OptionCard
            key={String(option.value)}
            type="radio"
            name={name}
            option={option}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
        ))}
      </div>
      <GroupError id={id} error={error} />
    </fieldset>
  );
}

/** A question answered by ticking any number of options. */
export function CheckboxGroup<T extends string>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  columns = 1,
}: {
  name: string;
  legend: React.ReactNode;
  hint?: React.ReactNode;
  options: readonly TOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
  columns?: 1 | 2;
}) {
  const id = `q-${name}`;
  const ref = useTicksFromBeforeHydration((ticked) => {
    const shown = options.map((o) => o.value).filter((v) => ticked.includes(v));
    if (shown.length !== value.length || shown.some((v) => !value.includes(v))) onChange(shown);
  });
  return (
    <fieldset
      ref={ref}
      id={id}
      aria-describedby={
        [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined
      }
      aria-invalid={error ? true : undefined}
    >
      <legend tabIndex={-1} className="text-base font-semibold text-ink">
        {legend}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className={cn("mt-3 grid gap-2", columns === 2 && "sm:grid-cols-2")}>
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <OptionCard
              key={option.value}
              type="checkbox"
              name={name}
              option={option}
              checked={checked}
              onChange={() =>
                onChange(
                  checked
                    ? value.filter((v) => v !== option.value)
                    : options
                        .map((o) => o.value)
                        .filter((v) => v === option.value || value.includes(v)),
                )
              }
            />
          );
        })}
      </div>
      <GroupError id={id} error={error} />
    </fieldset>
  );
}

const PAIN_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * Pain from 0 to 10 as eleven radio buttons, with words at both ends: one row from `sm` up, and
 * two rows (0-5, 6-10) on a phone, where eleven in a row would be narrower than a thumb. A
 * number's look is `.pain-option` in globals.css: a log page draws two or three of these scales.
 */
export function PainScale({
  name,
  legend,
  value,
  onChange,
  error,
  anchors = { 0: "No pain", 10: "Worst imaginable" },
}: {
  name: string;
  legend: React.ReactNode;
  value: number | null | undefined;
  onChange: (value: number) => void;
  error?: string;
  anchors?: { 0: string; 10: string };
}) {
  const id = `q-${name}`;
  return (
    <fieldset
      id={id}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      {/* Eleven in a row where they fit at 44 px each (11 x 44 + gaps = 33 rem); otherwise two rows,
          0-5 and 6-10, so every number stays a 44 x 44 px target on a phone (WCAG 2.5.5); in a
          space too narrow even for six, as many 44 px columns as fit. */}
      <div className="@container mt-3">
        <div className="grid grid-cols-6 gap-1 @max-[17.75rem]:grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] @[33rem]:grid-cols-11">
          {PAIN_VALUES.map((n) => {
            const checked = value === n;
            return (
              <label
                key={n}
                className={checked ? "pain-option pain-option-checked" : "pain-option"}
              >
                <input
                  type="radio"
                  name={name}
                  value={n}
                  checked={checked}
                  onChange={() => onChange(n)}
                  aria-label={
                    n === 0 ? `0, ${anchors[0]}` : n === 10 ? `10, ${anchors[10]}` : String(n)
                  }
                />
                <span aria-hidden>{n}</span>
              </label>
            );
          })}
        </div>
      </div>
      <div className="mt-1.5 flex justify-between gap-3 text-xs text-ink-muted" aria-hidden>
        <span>
          <span className="sm:hidden">0 = </span>
          {anchors[0]}
        </span>
        <span className="text-right">
          <span className="sm:hidden">10 = </span>
          {anchors[10]}
        </span>
      </div>
      <GroupError id={id} error={error} />
    </fieldset>
  );
}
