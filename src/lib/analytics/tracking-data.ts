import { withoutControlCharacters } from "../unsafe-input";
import { type TUtmFields, UTM_KEYS } from "./utm";

// Spec 3's marketing attribution on the profile (issue #18): the known URL parameters and the
// referrer, captured in the browser (LandingRecorder) into a first-party cookie, then written to
// trackingData with capturedAt at sign-up and lastUpdated on a later visit that brings new ones.

/** The cookie the browser keeps the latest marketing parameters in, for the server to read. */
export const TRACKING_COOKIE = "ww_track";
export const TRACKING_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export type TTrackingFields = TUtmFields & { referrer?: string };
export type TStoredTrackingData = TTrackingFields & { capturedAt?: string; lastUpdated?: string };

const KEYS = [...UTM_KEYS, "referrer"] as const;

/**
 * Only the known keys, as non-empty strings of at most 200 characters (spec 5); nothing else.
 * Control characters go: the cookie is the visitor's to write, and a NUL in it would fail the
 * profile's write at sign-up.
 */
export function trackingFieldsOf(value: unknown): TTrackingFields {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const fields: TTrackingFields = {};
  for (const key of KEYS) {
    const v = (value as Record<string, unknown>)[key];
    const text = typeof v === "string" ? withoutControlCharacters(v).trim() : "";
    if (text !== "") fields[key] = text.slice(0, 200);
  }
  return fields;
}

/** The cookie's value: URI-encoded JSON of the known fields. */
export function trackingCookieValueOf(fields: TTrackingFields): string {
  return encodeURIComponent(JSON.stringify(trackingFieldsOf(fields)));
}

/** The cookie read back: its known fields, {} when missing or garbled. */
export function parseTrackingCookie(raw: string | undefined): TTrackingFields {
  if (!raw) return {};
  try {
    return trackingFieldsOf(JSON.parse(decodeURIComponent(raw)));
  } catch {
    return {};
  }
}

/**
 * The profile's trackingData after a visit brought `incoming`: unchanged when it brings nothing
 * new; otherwise the fields merged (the newest value of each wins), capturedAt kept from the
 * first capture and lastUpdated set to `now`.
 */
export function nextTrackingData(
  existing: TStoredTrackingData | null | undefined,
  incoming: TTrackingFields,
  now: Date,
): TStoredTrackingData | null {
  const fields = trackingFieldsOf(incoming);
  const before = trackingFieldsOf(existing ?? {});
  const changed = Object.entries(fields).some(
    ([key, value]) => before[key as keyof TTrackingFields] !== value,
  );
  if (!changed) return null;
  const at = now.toISOString();
  return { ...before, ...fields, capturedAt: existing?.capturedAt ?? at, lastUpdated: at };
}

// --- The analytics client id (spec 3's gaClientId), only with analytics consent -------------------

/** The first-party cookie the analytics client id lives in; set only with analytics consent. */
export const GA_CLIENT_ID_COOKIE = "ww_ga_cid";
export const GA_CLIENT_ID_MAX_AGE_SECONDS = 60 * 60 * 24 * 390;

/** GA's client id shape: a random number, a dot, and the first visit's time in seconds. */
const GA_CLIENT_ID = /^\d{6,12}\.\d{9,11}$/;

export function isGaClientId(value: unknown): value is string {
  return typeof value === "string" && GA_CLIENT_ID.test(value);
}

/** A new client id: random digits and the time in seconds. */
export function newGaClientId(now: Date, random: () => number = Math.random): string {
  const digits = String(Math.floor(random() * 9e9) + 1e9);
  return `${digits}.${Math.floor(now.getTime() / 1000)}`;
}
