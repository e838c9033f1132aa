import { getCurrentAccess } from "@/server/access/get-current-access";
import { exportUserData } from "@/server/account/export-user-data";

export const dynamic = "force-dynamic";

/** "Export all my data" (issue #6): every row held about the signed-in person, as a JSON download. */
export async function GET(request: Request) {
  const session = (await getCurrentAccess())?.session;
  if (!session) return Response.json({ error: "Please sign in first." }, { status: 401 });
  const data = await exportUserData({ userId: session.user.id, headers: request.headers });
  if (!data) return Response.json({ error: "Your account could not be found." }, { status: 404 });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="wristwise-data-${day}.json"`,
      "cache-control": "no-store",
    },
  });
}
