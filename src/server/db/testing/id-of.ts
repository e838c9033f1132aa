import { eq } from "drizzle-orm";
import { getDb } from "../client";
import { user } from "../schema";

/** A seeded person's id by email, for tests; throws when there is no such person. */
export async function idOf(email: string): Promise<string> {
  const [row] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no seeded person ${email}`);
  return row.id;
}
