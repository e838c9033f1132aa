/** What every form action returns to useActionState (STYLE.md: `{ fieldErrors, formError }`). */
export type TActionState<TField extends string = string> = {
  fieldErrors?: Partial<Record<TField, string>>;
  formError?: string;
  success?: string;
  /** What the person typed, so a failed submission never loses it. */
  values?: Partial<Record<TField, string>>;
};

export const initialActionState: TActionState = {};
