import { eq } from "drizzle-orm";
import { z } from "zod";
import { issueSignInToken } from "@/server/auth/issue-sign-in-token";
import { getDb } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

const ZBody = z.object({ email: z.email().transform((v) => v.toLowerCase()) });

/** Issues a one-time sign-in token, as checkout will. Only when ENABLE_TEST_ENDPOINTS=true. */
export async function POST(request: Request) {
  if (!getEnv().ENABLE_TEST_ENDPOINTS) return new Response("Not found", { status: 404 });
  const parsed = ZBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "Give a valid email." }, { status: 400 });
  const [row] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, parsed.data.email));
  if (!row) return Response.json({ error: "No such user." }, { status: 404 });
  return Response.json({ token: await issueSignInToken(row.id) });
}
