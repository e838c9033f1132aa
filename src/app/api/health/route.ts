import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/logger";

export const dynamic = "force-dynamic";

/** Liveness and database reachability, for load balancers and the test harness. */
export async function GET() {
  try {
    await getDb().execute(sql`select 1`);
    return Response.json({ ok: true });
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    return Response.json({ ok: false }, { status: 503 });
  }
}
