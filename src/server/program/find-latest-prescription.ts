import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb, type TDb } from "../db/client";
import { exercisePrescriptions } from "../db/schema";

/** The person's newest exercisePrescriptions version, or undefined; joins a caller's transaction. */
export async function findLatestPrescription(
  userId: string,
  executor: Pick<TDb, "select"> = getDb(),
) {
  const [latest] = await executor
    .select()
    .from(exercisePrescriptions)
    .where(eq(exercisePrescriptions.userId, userId))
    .orderBy(desc(exercisePrescriptions.version))
    .limit(1);
  return latest;
}
