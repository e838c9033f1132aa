import { unsubscribeClinicEmails } from "@/server/community/clinic-emails";
import { oneClickUnsubscribe } from "@/server/email/unsubscribe-token";

export const dynamic = "force-dynamic";

/** POST /api/community/unsubscribe?u=…&t=… (issue #20): one click off the weekly clinic email. */
export async function POST(request: Request): Promise<Response> {
  return oneClickUnsubscribe(request, unsubscribeClinicEmails);
}
