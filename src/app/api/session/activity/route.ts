import { headers } from "next/headers";
import { getEnabledSession } from "@/server/access/get-enabled-session";

export const dynamic = "force-dynamic";

/** The browser reports activity (at most every 30 s); the server records it or refuses an idle session. */
export async function POST() {
  const active = await getEnabledSession(await headers());
  if (!active) return Response.json({ active: false }, { status: 401 });
  return Response.json({ active: true });
}
