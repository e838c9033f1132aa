import { headers } from "next/headers";
import { getActiveSession } from "@/server/auth/get-active-session";

export const dynamic = "force-dynamic";

/** The browser reports activity (at most every 30 s); the server records it or refuses an idle session. */
export async function POST() {
  const active = await getActiveSession(await headers());
  if (!active) return Response.json({ active: false }, { status: 401 });
  return Response.json({ active: true });
}
