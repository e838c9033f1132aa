// The one result every server action returns (issue #11): success with its data, or the errors a
// form shows. Safe on both sides: the client hook (components/forms/use-action) reads it.
import type { z } from "zod";
import { ERROR_MESSAGES, type TAppErrorCode } from "./errors";

export type TActionFailure = {
  ok: false;
  /** One message per field, keyed by the field's path ("answers.3"); "form" for the whole input. */
  fieldErrors: Record<string, string>;
  formError?: string;
  /** What the person typed, for forms submitted as FormData, so a failure never loses it. */
  values?: Record<string, string>;
};

export type TActionResult<TData = undefined> = { ok: true; data: TData } | TActionFailure;

/**
 * An action's signature: `action(payload)` from a client component, or `action(state, formData)`
 * as React's useActionState and a form's `action` call it (the FormData is then the input).
 */
export type TAction<TData = undefined> = (
  payload: unknown,
  formData?: FormData,
) => Promise<TActionResult<TData>>;

/** The first message per field of a zod error, keyed by the field's path. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A failure with the table's message for `code` (or `message`), above the form or next to `field`. */
export function failureOf(
  code: TAppErrorCode,
  options: { field?: string; message?: string; values?: Record<string, string> } = {},
): TActionFailure {
  const message = options.message ?? ERROR_MESSAGES[code];
  return options.field
    ? { ok: false, fieldErrors: { [options.field]: message }, values: options.values }
    : { ok: false, fieldErrors: {}, formError: message, values: options.values };
}
