import { headers } from "next/headers";
import { getAuth } from "@/server/auth/auth";
import { expireSession } from "@/server/auth/get-active-session";

export const dynamic = "force-dynamic";

/** The browser's idle timer ran out: end the session and record the logout as session_timeout. */
export async function POST() {
  const requestHeaders = await headers();
  const active = await getAuth().api.getSession({ headers: requestHeaders });
  if (active) await expireSession(active, requestHeaders);
  return Response.json({ ok: true });
}
