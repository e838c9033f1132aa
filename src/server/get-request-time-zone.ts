import "server-only";
import { cookies } from "next/headers";
import { TIME_ZONE_COOKIE, timeZoneOfCookie } from "@/lib/day";

/** The person's time zone from the cookie their browser set, or UTC before it is known. */
export async function getRequestTimeZone(): Promise<string> {
  return timeZoneOfCookie((await cookies()).get(TIME_ZONE_COOKIE)?.value);
}
