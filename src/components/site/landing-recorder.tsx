"use client";

import { useEffect } from "react";
import {
  LANDING_COOKIE,
  LANDING_MAX_AGE_SECONDS,
  landingCookieValueOf,
  landingOf,
} from "@/lib/landing";

/**
 * Remembers the first page a person landed on, and where from, for their profile's signup fields.
 * Written here in the browser so no cached page ever carries a Set-Cookie. Renders nothing.
 */
export function LandingRecorder() {
  useEffect(() => {
    if (document.cookie.split("; ").some((c) => c.startsWith(`${LANDING_COOKIE}=`))) return;
    const value = landingCookieValueOf(
      landingOf({
        pathname: location.pathname,
        search: location.search,
        referrer: document.referrer,
        host: location.host,
      }),
    );
    const secure = location.protocol === "https:" ? "; secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: a first-visit record; the Cookie Store API is not in every browser we support.
    document.cookie = `${LANDING_COOKIE}=${value}; path=/; max-age=${LANDING_MAX_AGE_SECONDS}; samesite=lax${secure}`;
  }, []);
  return null;
}
