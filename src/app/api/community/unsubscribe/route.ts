import { unsubscribeClinicEmails } from "@/server/community/clinic-emails";

export const dynamic = "force-dynamic";

/**
 * POST /api/community/unsubscribe?u=…&t=… (issue #20): RFC 8058 one-click unsubscribe from the
 * weekly clinic email, sent by a mail app's own "Unsubscribe". An invalid token changes nothing.
 */
export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const u = url.searchParams.get("u")?.slice(0, 64) ?? "";
  const t = url.searchParams.get("t")?.slice(0, 128) ?? "";
  if (!u || !t || !(await unsubscribeClinicEmails(u, t)))
    return Response.json(
      { success: false, error: "That unsubscribe link isn't valid." },
      { status: 400 },
    );
  return Response.json({ success: true });
}
