"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { readBrowserCookie, writeBrowserCookie } from "@/lib/browser-cookie";
import { TIME_ZONE_COOKIE, timeZoneOfCookie } from "@/lib/day";

/**
 * Tells the server the browser's time zone, so "today" on the dashboard is the person's today.
 * Renders nothing; writes the cookie only when it is missing or the zone changed (travel). The
 * page was then drawn in another zone (UTC before the first cookie), so it is drawn again at once:
 * a person's first page on a new device shows their own days and times, not UTC's.
 */
export function TimeZoneCookie() {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const current = readBrowserCookie(TIME_ZONE_COOKIE);
    if (current === encodeURIComponent(zone)) return;
    writeBrowserCookie(TIME_ZONE_COOKIE, encodeURIComponent(zone), 31_536_000);
    if (timeZoneOfCookie(current) !== zone) router.refresh();
  }, [router]);
  return null;
}
