import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

const ZQuery = z.object({ to: z.email().transform((v) => v.toLowerCase()) });

/**
 * The newest outbox email for an address, so end-to-end tests can follow a reset link. Exists only
 * when ENABLE_TEST_ENDPOINTS=true; otherwise it is a 404 like any unknown path.
 */
export async function GET(request: Request) {
  if (!getEnv().ENABLE_TEST_ENDPOINTS) return new Response("Not found", { status: 404 });
  const parsed = ZQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return Response.json({ error: "Give a valid ?to= email address." }, { status: 400 });
  const [mail] = await getDb()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, parsed.data.to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!mail) return Response.json({ error: "No email for that address." }, { status: 404 });
  return Response.json({ subject: mail.subject, text: mail.text });
}
