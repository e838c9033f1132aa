import { ZSignUp } from "@/lib/schemas/auth";
import { signUpWithEmail } from "@/server/auth/sign-up-with-email";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

/**
 * Creates an account and signs the calling browser in through the same server function as the
 * sign-up form, for end-to-end tests. Only when ENABLE_TEST_ENDPOINTS=true.
 */
export async function POST(request: Request) {
  if (!getEnv().ENABLE_TEST_ENDPOINTS) return new Response("Not found", { status: 404 });
  const parsed = ZSignUp.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json({ error: "Give a name, email and password." }, { status: 400 });
  const result = await signUpWithEmail(parsed.data, request.headers);
  if (!result.ok)
    return Response.json(
      "code" in result ? { code: result.code } : { error: result.passwordError },
      {
        status: 422,
      },
    );
  return Response.json({ userId: result.userId });
}
