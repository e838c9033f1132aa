import "server-only";
import { eq } from "drizzle-orm";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { user } from "../db/schema";

/** Changes the name a person goes by (spec 3: displayName); audited as profile_updated. */
export async function updateDisplayName(options: {
  userId: string;
  name: string;
  headers?: Headers;
}): Promise<void> {
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(user)
      .set({ name: options.name, updatedAt: new Date() })
      .where(eq(user.id, options.userId))
      .returning({ id: user.id });
    if (updated.length === 0) throw new Error("Your account could not be found");
    await writeAuditLog(
      {
        action: "profile_updated",
        userId: options.userId,
        resourceType: "user",
        resourceId: options.userId,
        headers: options.headers,
      },
      tx,
    );
  });
}
