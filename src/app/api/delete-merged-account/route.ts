import { z } from "zod";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { deleteMergedAccount } from "@/server/account/merge-guest-accounts";
import { readJsonBody } from "@/server/read-json-body";

export const dynamic = "force-dynamic";

/** Far above the three short fields; a larger body is refused unread. */
const MAX_BODY_BYTES = 2048;

const ZBody = z
  .object({
    oldAccountId: z.string().min(1).max(64),
    newAccountId: z.string().min(1).max(64),
    email: z.string().trim().min(3).max(254),
  })
  .strict();

const refuse = (status: number, error: string) =>
  Response.json({ success: false, error }, { status });

/**
 * POST /api/delete-merged-account {oldAccountId, newAccountId, email} (spec 4, issue #17): moves a
 * guest account's records into the signed-in person's account and deletes the guest, in one
 * transaction. Only the session's own account, only its own guest twin (the same email, proven),
 * and only once: a repeat answers as done and changes nothing. JSON only, so a form on another
 * site cannot post here.
 */
export async function POST(request: Request): Promise<Response> {
  const access = await getCurrentAccess();
  if (!access) return refuse(401, "Please sign in again.");
  const read = await readJsonBody(request, { maxBytes: MAX_BODY_BYTES, what: "request", refuse });
  if (!read.ok) return read.response;
  const body = ZBody.safeParse(read.value);
  if (!body.success)
    return refuse(400, "Send oldAccountId, newAccountId and email, and nothing else.");
  const outcome = await deleteMergedAccount({
    sessionUserId: access.session.user.id,
    ...body.data,
    headers: request.headers,
  });
  if (outcome === "forbidden") return refuse(403, "You can only merge into your own account.");
  if (outcome === "not-a-twin")
    return refuse(404, "There is no guest account waiting for your confirmed email.");
  return Response.json({ success: true, outcome });
}
