import { desc, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";

/** The token of the newest password reset link emailed to `email`, as the person would follow it. */
export async function latestResetToken(email: string): Promise<string> {
  const [mail] = await getDb()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = mail?.text.match(/reset-password\/([^?\s]+)/)?.[1];
  if (!token) throw new Error(`no reset link in the outbox: ${mail?.text}`);
  return token;
}
