"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { writeAuditLog } from "@/server/audit/write-audit-log";
import { getAuth } from "@/server/auth/auth";
import { logger } from "@/server/logger";

export async function signOutAction(): Promise<void> {
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
  redirect("/login?signedOut=1");
}
