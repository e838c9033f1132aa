import "server-only";

/** The client's IP as the nearest proxy reports it, for rate limits and audit rows. */
export function getRequestIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip") || "unknown";
}
