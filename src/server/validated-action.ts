import "server-only";
import type { z } from "zod";
import type { TActionState } from "@/lib/action-state";

/**
 * Parses a form with a zod schema and calls `fn` with the parsed input; invalid input returns the
 * first error per field and what was typed, and `fn` never runs (nothing changes).
 */
export function validatedAction<
  TSchema extends z.ZodType<Record<string, unknown>>,
  TField extends string,
>(
  schema: TSchema,
  fields: readonly TField[],
  fn: (
    input: z.infer<TSchema>,
    values: Partial<Record<TField, string>>,
  ) => Promise<TActionState<TField>>,
  options: { keep?: readonly TField[] } = {},
) {
  return async (_prev: TActionState<TField>, formData: FormData): Promise<TActionState<TField>> => {
    const raw: Partial<Record<TField, string>> = {};
    for (const field of fields) {
      const value = formData.get(field);
      if (typeof value === "string") raw[field] = value;
    }
    const keep = options.keep ?? fields;
    const values: Partial<Record<TField, string>> = {};
    for (const field of keep) if (raw[field] !== undefined) values[field] = raw[field];

    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<TField, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as TField | undefined;
        if (key && !fieldErrors[key]) fieldErrors[key] = issue.message;
      }
      return { fieldErrors, values };
    }
    return fn(parsed.data, values);
  };
}
