import "server-only";
import { eq } from "drizzle-orm";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { user } from "../db/schema";
import { unlinkDiscord } from "../discord/discord-link";
import { logger } from "../logger";

/**
 * Deletes a person's account and with it every row keyed to them: profile, assessment answers,
 * outcome measures, programs, logs, notifications, subscriptions, add-ons, sessions and sign-in
 * methods (all cascade from `user`). What the law asks us to keep stays: the audit log (no foreign
 * key; spec 9: 6 years), with a final `account_deleted` row, and purchase records, unlinked from
 * the person (user id set to null), for tax law as the privacy notice says.
 */
export async function deleteAccount(options: { userId: string; headers?: Headers }): Promise<void> {
  // The community role goes and Discord forgets our access first (best effort: a role left
  // behind is removed by the nightly reconcile, as nobody linked holds it).
  await unlinkDiscord(options.userId, { headers: options.headers }).catch((error) =>
    logger.warn({ err: error, userId: options.userId }, "Discord not unlinked before deletion"),
  );
  await getDb().transaction(async (tx) => {
    const deleted = await tx
      .delete(user)
      .where(eq(user.id, options.userId))
      .returning({ id: user.id });
    if (deleted.length === 0) throw new Error("Your account could not be found");
    await writeAuditLog(
      {
        action: "account_deleted",
        userId: options.userId,
        resourceType: "account",
        resourceId: options.userId,
        headers: options.headers,
      },
      tx,
    );
  });
}
