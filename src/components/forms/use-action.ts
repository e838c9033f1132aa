"use client";

import { useActionState, useState, useTransition } from "react";
import type { z } from "zod";
import { failureOf, fieldErrorsOf, type TAction, type TActionResult } from "@/lib/action-result";

/** The message above a form: the action's, else a whole-input error ("form"), else none. */
function formErrorOf(result: TActionResult<unknown>): string | null {
  return result.ok ? null : (result.formError ?? result.fieldErrors.form ?? null);
}

/**
 * Runs server actions from a client component (issue #11): pending while one runs, its field and
 * form errors afterwards, and a clear message when Wristwise cannot be reached. The caller's own
 * state (what the person typed) is never touched, so a failure loses nothing.
 *
 *   const save = useAction();
 *   save.run(() => saveLoadLogAction(draft), (data) => toast.success("Saved"));
 */
export function useAction() {
  const [pending, startTransition] = useTransition();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Resolves with the result once the action and `onSuccess` are done. */
  function run<TData>(
    call: () => Promise<TActionResult<TData>>,
    onSuccess?: (data: TData) => void | Promise<void>,
  ): Promise<TActionResult<TData>> {
    return new Promise((resolve) => {
      startTransition(async () => {
        let result: TActionResult<TData>;
        try {
          result = await call();
        } catch {
          result = failureOf("unreachable");
        }
        setFieldErrors(result.ok ? {} : result.fieldErrors);
        setFormError(formErrorOf(result));
        if (result.ok) await onSuccess?.(result.data);
        resolve(result);
      });
    });
  }

  /**
   * Checks the input with the schema the server uses before sending it: the parsed input, or null
   * with its field errors shown.
   */
  function check<TSchema extends z.ZodType>(
    schema: TSchema,
    input: unknown,
  ): z.infer<TSchema> | null {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    setFieldErrors(fieldErrorsOf(parsed.error));
    setFormError(null);
    return null;
  }

  function reset() {
    setFieldErrors({});
    setFormError(null);
  }

  return { run, check, pending, fieldErrors, formError, setFieldErrors, setFormError, reset };
}

/**
 * A form whose `action` is a server action (sign-in, password change), through React's
 * useActionState: the state is read as the fields' errors, the message above the form, what was
 * typed (so a failure loses nothing), and the success message an action may answer with.
 */
export function useFormAction<TData>(action: TAction<TData>) {
  const [result, formAction, pending] = useActionState(action, null);
  const failed = result && !result.ok ? result : null;
  const state = {
    fieldErrors: failed?.fieldErrors ?? {},
    formError: (result && formErrorOf(result)) ?? undefined,
    values: failed?.values ?? {},
    success: result?.ok && typeof result.data === "string" ? result.data : undefined,
  };
  return [state, formAction, pending] as const;
}
