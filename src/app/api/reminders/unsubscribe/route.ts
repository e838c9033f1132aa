import { oneClickUnsubscribe } from "@/server/email/unsubscribe-token";
import { isUnsubscribeToken, turnOffReminders } from "@/server/reminders/exercise-reminders";

export const dynamic = "force-dynamic";

/**
 * POST /api/reminders/unsubscribe?u=…&t=… (issue #19): one click off the exercise reminder. The
 * token proves whose reminder it is; an invalid one changes nothing.
 */
export async function POST(request: Request): Promise<Response> {
  return oneClickUnsubscribe(request, async (userId, token) => {
    if (!isUnsubscribeToken(userId, token)) return false;
    await turnOffReminders(userId);
    return true;
  });
}
