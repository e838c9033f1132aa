import { isPartnerHost, PARTNER_SITE_LABEL } from "./analytics/local-tracking";
import { hasControlCharacters, withoutControlCharacters } from "./unsafe-input";

/**
 * The first-visit record: where a person arrived and from where, kept for the profile's signup
 * fields (spec 3: signupSource, sessionData.initial_page). Written by the browser
 * (LandingRecorder), never by the server: a cookie set on a cacheable page would be shared by
 * every visitor a cache serves it to (#12 finding 13).
 */
export const LANDING_COOKIE = "ww_landing";
export const LANDING_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

// Checked by hand, not with zod: this module is in every page's browser bundle (LandingRecorder),
// and zod would add about 30 KB gzipped to each of them.
export type TLanding = { page: string; source: string };

/**
 * The landing record of a page view: the campaign parameter, else another site, else direct. The
 * page is the partner site's label when the referrer is the partner site (spec 3).
 */
export function landingOf(options: {
  pathname: string;
  search: string;
  referrer: string;
  host: string;
  partnerHost?: string | null;
}): TLanding {
  const params = new URLSearchParams(options.search);
  let referrerHost: string | null = null;
  try {
    referrerHost = options.referrer ? new URL(options.referrer).host : null;
  } catch {
    referrerHost = null;
  }
  const source =
    params.get("source") ??
    params.get("utm_source") ??
    params.get("ref") ??
    (referrerHost && referrerHost !== options.host ? referrerHost : null) ??
    "direct";
  const fromPartner =
    referrerHost !== null &&
    referrerHost !== options.host &&
    isPartnerHost(referrerHost, options.partnerHost ?? null);
  return {
    page: fromPartner ? PARTNER_SITE_LABEL : options.pathname.slice(0, 512),
    source: withoutControlCharacters(source).slice(0, 128),
  };
}

/** The cookie's value: URI-encoded JSON. */
export function landingCookieValueOf(landing: TLanding): string {
  return encodeURIComponent(JSON.stringify(landing));
}

/** The cookie's value read back; null when missing or not a landing record. */
export function parseLandingCookie(raw: string | undefined): TLanding | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== "object" || value === null) return null;
    const { page, source } = value as Record<string, unknown>;
    // A control character (a NUL would fail the profile's write at sign-up) is not a landing.
    if (typeof page !== "string" || page.length > 512 || hasControlCharacters(page)) return null;
    if (typeof source !== "string" || source.length > 128 || hasControlCharacters(source))
      return null;
    return { page, source };
  } catch {
    return null;
  }
}
