// The rest of spec 3's "Local tracking data", kept in this browser only: when the session started,
// and the landing-page record with its backup {page, timestamp, url, referrer, isWPTSDetected}.
// The landing page is the partner site's label when the visitor came from the partner site. The
// marketing parameters themselves are in utm.ts; what reaches the profile is in tracking-data.ts.

import { UTM_KEYS } from "./utm";

/** sessionStorage: when this browser session's first page loaded (ISO time). */
export const SESSION_START_KEY = "ww_session_start";
/** localStorage: the first landing-page record, and the backup kept beside it. */
export const LANDING_RECORD_KEY = "ww_landing_page";
export const LANDING_RECORD_BACKUP_KEY = "ww_landing_page_backup";

/** The label a landing page takes when the referrer is the partner site. */
export const PARTNER_SITE_LABEL = "partner_site";

export type TLandingRecord = {
  /** The path landed on, or PARTNER_SITE_LABEL. */
  page: string;
  timestamp: string;
  /** The address landed on, with only the known marketing parameters kept. */
  url: string;
  /** The referring address's origin and path ("" when none). */
  referrer: string;
  /** Whether the visitor came from the partner site. */
  isWPTSDetected: boolean;
};

/** The partner site's host as configured (NEXT_PUBLIC_PARTNER_SITE_HOST), lowercased; null if unset. */
export function partnerSiteHost(): string | null {
  const host = process.env.NEXT_PUBLIC_PARTNER_SITE_HOST?.trim().toLowerCase();
  return host ? host : null;
}

/** Whether `referrerHost` is the partner site or one of its subdomains (www.). */
export function isPartnerHost(referrerHost: string, partnerHost: string | null): boolean {
  if (!partnerHost) return false;
  const host = referrerHost.toLowerCase();
  return host === partnerHost || host.endsWith(`.${partnerHost}`);
}

/** The known marketing parameters, and the partner pages' `source`. */
const KEPT_PARAMS = [...UTM_KEYS, "source"];

/** Something that looks like an email address: never kept or sent on, whatever field it is in. */
export function looksLikeEmail(value: string): boolean {
  return /[^\s@]+@[^\s@]+\.[^\s@]+/.test(decodeSafely(value));
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * An address with only the known marketing parameters in its query: nothing else a link may carry
 * (a reset token, an email) is ever stored or sent on.
 */
export function cleanUrlOf(href: string): string {
  try {
    const url = new URL(href);
    const kept = new URLSearchParams();
    for (const key of KEPT_PARAMS) {
      const value = url.searchParams.get(key);
      if (value && !looksLikeEmail(value)) kept.set(key, value.slice(0, 200));
    }
    const query = kept.toString();
    return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`.slice(0, 512);
  } catch {
    return "";
  }
}

/** A referrer's origin and path only (its query can hold anything), or "" when none or invalid. */
function cleanReferrerOf(referrer: string): { href: string; host: string } {
  try {
    const url = new URL(referrer);
    return { href: `${url.origin}${url.pathname}`.slice(0, 512), host: url.host };
  } catch {
    return { href: "", host: "" };
  }
}

/** The landing-page record of this page view. */
export function landingRecordOf(options: {
  href: string;
  pathname: string;
  referrer: string;
  host: string;
  partnerHost: string | null;
  now: Date;
}): TLandingRecord {
  const referrer = cleanReferrerOf(options.referrer);
  const fromElsewhere = referrer.host !== "" && referrer.host !== options.host;
  const isWPTSDetected = fromElsewhere && isPartnerHost(referrer.host, options.partnerHost);
  return {
    page: isWPTSDetected ? PARTNER_SITE_LABEL : options.pathname.slice(0, 512),
    timestamp: options.now.toISOString(),
    url: cleanUrlOf(options.href),
    referrer: fromElsewhere ? referrer.href : "",
    isWPTSDetected,
  };
}

/** A stored record read back; null when missing or not a landing record. */
export function parseLandingRecord(raw: string | null | undefined): TLandingRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (
      typeof value?.page !== "string" ||
      typeof value.timestamp !== "string" ||
      typeof value.url !== "string" ||
      typeof value.referrer !== "string" ||
      typeof value.isWPTSDetected !== "boolean"
    )
      return null;
    return {
      page: value.page,
      timestamp: value.timestamp,
      url: value.url,
      referrer: value.referrer,
      isWPTSDetected: value.isWPTSDetected,
    };
  } catch {
    return null;
  }
}

/**
 * Records this page view in browser storage: the session's start once per session, and the
 * landing record once (the backup is written with it, and restores it if it is lost). Storage
 * that is blocked or full is skipped: tracking is never worth breaking the page for (spec 8).
 */
export function recordLocalTracking(now = new Date()): void {
  try {
    if (!sessionStorage.getItem(SESSION_START_KEY))
      sessionStorage.setItem(SESSION_START_KEY, now.toISOString());
    const current = parseLandingRecord(localStorage.getItem(LANDING_RECORD_KEY));
    const backup = parseLandingRecord(localStorage.getItem(LANDING_RECORD_BACKUP_KEY));
    if (current && backup) return;
    const record =
      current ??
      backup ??
      landingRecordOf({
        href: location.href,
        pathname: location.pathname,
        referrer: document.referrer,
        host: location.host,
        partnerHost: partnerSiteHost(),
        now,
      });
    const value = JSON.stringify(record);
    localStorage.setItem(LANDING_RECORD_KEY, value);
    localStorage.setItem(LANDING_RECORD_BACKUP_KEY, value);
  } catch {
    // Blocked storage (private mode, a strict browser setting): nothing to record.
  }
}
