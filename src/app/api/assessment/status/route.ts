import { getCurrentAccess } from "@/server/access/get-current-access";

export const dynamic = "force-dynamic";

/** Home behaviour (spec 2): whether the signed-in person's assessment is complete. */
export async function GET() {
  const access = await getCurrentAccess();
  if (!access) return Response.json({ signedIn: false });
  if (access.route.completion === "error") {
    return Response.json(
      { signedIn: true, error: "The assessment completion check failed." },
      { status: 503 },
    );
  }
  return Response.json({ signedIn: true, complete: access.route.completion === "complete" });
}
