// The visitor's choice about optional cookies and measurement (issue #18). The default is nothing
// but what is strictly necessary: no analytics, no advertising pixels, no conversions sent. The
// choice lives in a first-party cookie so the server can read it too (the conversion endpoint
// sends nothing for a person who has not agreed to advertising measurement).

/** The cookie the choice is kept in: readable by the server, written by the banner. */
export const CONSENT_COOKIE = "ww_consent";
/** Six months; after that the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;

/** The optional purposes a person can agree to. Strictly necessary cookies need no consent. */
export const CONSENT_PURPOSES = ["analytics", "ads"] as const;
export type TConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export type TConsent = Record<TConsentPurpose, boolean>;

/** Nothing optional: the state before a choice, and after "Only necessary". */
export const NO_CONSENT: TConsent = { analytics: false, ads: false };

const VERSION = "v1";

/** The cookie's value: "v1:" and the granted purposes, comma-separated ("v1:" grants none). */
export function consentCookieValueOf(consent: TConsent): string {
  return `${VERSION}:${CONSENT_PURPOSES.filter((p) => consent[p]).join(",")}`;
}

/**
 * The choice a cookie holds; null when there is none (or it is garbled, or from an older version of
 * the banner), which means: ask, and until then grant nothing.
 */
export function parseConsentCookie(raw: string | undefined | null): TConsent | null {
  if (!raw) return null;
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const [version, list, ...rest] = value.split(":");
  if (version !== VERSION || list === undefined || rest.length > 0) return null;
  const granted = list === "" ? [] : list.split(",");
  if (!granted.every((p) => (CONSENT_PURPOSES as readonly string[]).includes(p))) return null;
  return { analytics: granted.includes("analytics"), ads: granted.includes("ads") };
}

/** Whether a purpose is granted by a cookie value; no choice grants nothing. */
export function hasConsent(raw: string | undefined | null, purpose: TConsentPurpose): boolean {
  return parseConsentCookie(raw)?.[purpose] ?? false;
}

/** The browser event the banner sends when the choice changes, so the pixels can follow it. */
export const CONSENT_DOM_EVENT = "ww:consent";
