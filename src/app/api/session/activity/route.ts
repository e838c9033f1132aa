import { getCurrentAccess } from "@/server/access/get-current-access";

export const dynamic = "force-dynamic";

/** The browser reports activity (at most every 30 s); the server records it or refuses an idle session. */
export async function POST() {
  const active = (await getCurrentAccess())?.session;
  if (!active) return Response.json({ active: false }, { status: 401 });
  return Response.json({ active: true });
}
