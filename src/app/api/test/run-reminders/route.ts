import { z } from "zod";
import { getEnv } from "@/server/env";
import { sendDueExerciseReminders } from "@/server/reminders/exercise-reminders";

export const dynamic = "force-dynamic";

const ZBody = z.object({ now: z.iso.datetime() }).strict();

/**
 * Runs the exercise reminder sweep as if it were `now` (an injected clock), so end-to-end tests
 * can see a reminder go at the chosen local time. Exists only when ENABLE_TEST_ENDPOINTS=true.
 */
export async function POST(request: Request) {
  if (!getEnv().ENABLE_TEST_ENDPOINTS) return new Response("Not found", { status: 404 });
  const parsed = ZBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json({ error: "Give {now} as an ISO time." }, { status: 400 });
  return Response.json({ sent: await sendDueExerciseReminders(new Date(parsed.data.now)) });
}
