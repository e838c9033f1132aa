import { isUnsubscribeToken, turnOffReminders } from "@/server/reminders/exercise-reminders";

export const dynamic = "force-dynamic";

/**
 * POST /api/reminders/unsubscribe?u=…&t=… (issue #19): RFC 8058 one-click unsubscribe, which a
 * mail app sends when the person presses its own "Unsubscribe" by the reminder email. The token
 * proves whose reminder it is; an invalid one changes nothing.
 */
export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const u = url.searchParams.get("u")?.slice(0, 64) ?? "";
  const t = url.searchParams.get("t")?.slice(0, 128) ?? "";
  if (!u || !t || !isUnsubscribeToken(u, t))
    return Response.json(
      { success: false, error: "That unsubscribe link isn't valid." },
      { status: 400 },
    );
  await turnOffReminders(u);
  return Response.json({ success: true });
}
