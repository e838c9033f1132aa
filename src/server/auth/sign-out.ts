import "server-only";
import { headers } from "next/headers";
import { writeAuditLog } from "../audit/write-audit-log";
import { logger } from "../logger";
import { getAuth } from "./auth";

/** Ends this request's session, with an audit row; a request without one has nothing to end. */
export async function signOut(): Promise<void> {
  try {
    const requestHeaders = await headers();
    const session = await getAuth().api.getSession({ headers: requestHeaders });
    if (session) {
      await writeAuditLog({
        action: "sign_out",
        userId: session.user.id,
        resourceType: "session",
        resourceId: session.session.id,
        headers: requestHeaders,
      });
    }
    await getAuth().api.signOut({ headers: requestHeaders });
  } catch (error) {
    logger.warn({ err: error }, "sign-out found no session to end");
  }
}
