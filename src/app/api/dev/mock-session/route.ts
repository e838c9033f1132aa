import { headers } from "next/headers";
import { getDevMockUserId } from "@/server/auth/get-dev-mock-user";
import { issueSignInToken } from "@/server/auth/issue-sign-in-token";
import { signInWithToken } from "@/server/auth/sign-in-with-token";

export const dynamic = "force-dynamic";

/** Signs the browser in as the development mock user. Production builds answer 404. */
export async function POST() {
  if (process.env.NODE_ENV !== "development") return new Response("Not found", { status: 404 });
  const token = await issueSignInToken(await getDevMockUserId());
  const cookies = await signInWithToken(token, await headers());
  if (!cookies) return Response.json({ error: "Mock sign-in failed." }, { status: 500 });
  const response = Response.json({ ok: true });
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}
