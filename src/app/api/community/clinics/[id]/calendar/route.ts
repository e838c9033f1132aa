import { CLINIC_SERIES } from "@/content/community/clinics";
import { hasFeature } from "@/domain/access/features";
import { clinicOccurrence, icsOf } from "@/domain/community/clinics";
import { messageOf } from "@/lib/errors";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

/**
 * GET /api/community/clinics/{id}/calendar (issue #20): one clinic as a calendar file, for members.
 * A visitor gets 401, a person on another plan 403, an id that isn't a real clinic 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const access = await getCurrentAccess();
  if (!access) return Response.json({ error: messageOf("session-ended") }, { status: 401 });
  if (!hasFeature(access.tier, "communityDashboard"))
    return Response.json({ error: messageOf("community-locked") }, { status: 403 });
  const { id } = await params;
  const occurrence = id.length <= 80 ? clinicOccurrence(CLINIC_SERIES, id) : null;
  if (!occurrence) return Response.json({ error: "There's no such clinic." }, { status: 404 });
  const body = icsOf(occurrence, { appUrl: getEnv().APP_URL, now: new Date() });
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${occurrence.id}.ics"`,
      "cache-control": "private, no-store",
    },
  });
}
