import { ZSignIn } from "@/lib/schemas/auth";
import { signInWithEmail } from "@/server/auth/sign-in-with-email";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

/**
 * Signs the calling browser in through the same server function as the sign-in form (its per-IP
 * and per-account limits), for end-to-end tests that need a signed-in page quickly. Better Auth's
 * own /api/auth/sign-in/email is closed. Only when ENABLE_TEST_ENDPOINTS=true.
 */
export async function POST(request: Request) {
  if (!getEnv().ENABLE_TEST_ENDPOINTS) return new Response("Not found", { status: 404 });
  const parsed = ZSignIn.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json({ error: "Give an email and password." }, { status: 400 });
  const result = await signInWithEmail(parsed.data, request.headers);
  if (!result.ok) return Response.json({ code: result.code }, { status: 401 });
  return Response.json({ userId: result.userId });
}
