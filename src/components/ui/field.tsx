import type * as React from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";
import { Label } from "./label";

/** A labelled input with an optional hint and an inline error tied to it for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  inputClassName,
  ...inputProps
}: React.ComponentProps<"input"> & {
  id: string;
  label: string;
  hint?: React.ReactNode;
  error?: string;
  /** Classes for the input itself (className styles the wrapper), e.g. a narrow width. */
  inputClassName?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <div id={hintId} className="text-sm text-ink-muted">
          {hint}
        </div>
      ) : null}
      <Input
        id={id}
        className={inputClassName}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
