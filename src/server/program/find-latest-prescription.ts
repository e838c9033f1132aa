import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { TDb } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { exercisePrescriptions } from "../db/schema";

const latestOf = (executor: Pick<TDb, "select">) =>
  executor
    .select()
    .from(exercisePrescriptions)
    .where(eq(exercisePrescriptions.userId, sql.placeholder("userId")))
    .orderBy(desc(exercisePrescriptions.version))
    .limit(1)
    .prepare("latest_prescription");

// Every program page and every logged set read it: prepared (src/server/db/prepared.ts).
const latestRead = preparedQuery(latestOf);

/** The person's newest exercisePrescriptions version, or undefined; joins a caller's transaction. */
export async function findLatestPrescription(userId: string, executor?: Pick<TDb, "select">) {
  const query = executor ? latestOf(executor) : latestRead();
  const [latest] = await query.execute({ userId });
  return latest;
}
