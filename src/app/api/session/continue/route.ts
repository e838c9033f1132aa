import { resumePathOf } from "@/domain/assessment/resume-path";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

/**
 * CONTINUE_PATH: where Google or Discord sign-in returns when the person came with no returnTo.
 * The person goes on where they left off (resumePathOf: the assessment's first unanswered step,
 * the program while the tour is not done, the dashboard after it), as after signing in with email;
 * signed out, the sign-in page.
 */
export async function GET(): Promise<Response> {
  const access = await getCurrentAccess();
  const to = access ? resumePathOf(access.route) : "/login";
  return new Response(null, {
    status: 303,
    headers: { location: new URL(to, getEnv().APP_URL).href, "cache-control": "no-store" },
  });
}
