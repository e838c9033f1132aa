/**
 * What `/api/assessment/status` says about the reader (spec 2's home behaviour): signed out, or
 * signed in with the assessment complete or not. `complete` is null when the server could not
 * tell (its 503): the person is signed in, but where they belong is unknown.
 */
export type TAssessmentStatus = { signedIn: false } | { signedIn: true; complete: boolean | null };

// Checked by hand rather than with zod: this runs on the public home page, whose JS budget is tight.
export function parseAssessmentStatus(ok: boolean, value: unknown): TAssessmentStatus {
  if (typeof value === "object" && value !== null) {
    const v = value as Record<string, unknown>;
    if (ok && v.signedIn === false) return { signedIn: false };
    if (ok && v.signedIn === true && typeof v.complete === "boolean")
      return { signedIn: true, complete: v.complete };
    if (!ok && v.signedIn === true && typeof v.error === "string")
      return { signedIn: true, complete: null };
  }
  throw new Error("unexpected assessment status response");
}

/** Asks the server, once, whether the reader is signed in and has finished the assessment. */
export async function readAssessmentStatus(signal?: AbortSignal): Promise<TAssessmentStatus> {
  const response = await fetch("/api/assessment/status", { cache: "no-store", signal });
  return parseAssessmentStatus(response.ok, await response.json());
}
