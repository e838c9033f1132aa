import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { account } from "../db/schema";
import { logger } from "../logger";

/**
 * A password reset has just proven an account's address, and the account had not proven it before:
 * any Google or Discord sign-in on it was added by whoever held the account until now, who may not
 * be the address's owner (before validate-provider-identity.ts such links were possible). They go,
 * with the Discord link's role and tokens, so the reset hands the owner the only way in.
 */
export async function removeUnprovenSignIns(userId: string, headers?: Headers): Promise<void> {
  const { unlinkDiscord } = await import("../discord/discord-link");
  await unlinkDiscord(userId, { headers }).catch((error) =>
    logger.error({ err: error, userId }, "Discord link not cleared at a first proven reset"),
  );
  const removed = await getDb()
    .delete(account)
    .where(and(eq(account.userId, userId), ne(account.providerId, "credential")))
    .returning({ providerId: account.providerId });
  for (const row of removed)
    await writeAuditLog({
      action: "unproven_sign_in_removed",
      userId,
      resourceType: "account",
      resourceId: row.providerId,
      headers,
    });
}
