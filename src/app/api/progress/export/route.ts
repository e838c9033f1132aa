import { logsCsvOf } from "@/domain/progress/csv";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { findProgressData } from "@/server/progress/find-progress-data";

export const dynamic = "force-dynamic";

/**
 * Every log of the signed-in person as one CSV download (issue #6). Anyone signed in may export
 * their own logs, whatever their plan (decision 0011); the read is audited as logs_exported.
 */
export async function GET(request: Request) {
  const access = await getCurrentAccess();
  if (!access) return Response.json({ error: "Please sign in first." }, { status: 401 });
  const userId = access.session.user.id;
  const data = await findProgressData({
    userId,
    purpose: "logs_exported",
    headers: request.headers,
  });
  // The person's weight unit (spec 3) from the record the request already read, as the set log
  // does; lbs, the default, for someone with no profile row.
  const unit = access.profile?.weightUnit ?? "lbs";
  const day = new Date().toISOString().slice(0, 10);
  return new Response(logsCsvOf({ ...data, unit }), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="wristwise-logs-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
