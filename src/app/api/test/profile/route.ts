import { eq } from "drizzle-orm";
import { z } from "zod";
import { getCurrentSession } from "@/server/auth/get-current-session";
import { getDb } from "@/server/db/client";
import { completedAssessment } from "@/server/db/demo-accounts";
import { profile } from "@/server/db/schema";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

const ZSeconds = z.number().int().min(0).max(3600);
const ZProfilePatch = z
  .object({
    termsAccepted: z.boolean(),
    disabled: z.boolean(),
    userDetailsCompleted: z.boolean(),
    medicalScreeningCompleted: z.boolean(),
    outcomeMeasureCompleted: z.boolean(),
    painRegionsCompleted: z.boolean(),
    nerveSymptomsCompleted: z.boolean(),
    mobilityTestCompleted: z.boolean(),
    enduranceTestCompleted: z.boolean(),
    nerveMobilityTestCompleted: z.boolean(),
    enduranceTestDate: z.iso.datetime().transform((v) => new Date(v)),
    enduranceTest: z
      .object({
        wristFlexorsTest: ZSeconds,
        wristExtensorsTest: ZSeconds,
        thumbFlexorsTest: ZSeconds,
        thumbExtensorsTest: ZSeconds,
      })
      .partial(),
    /** The demo accounts' finished assessment (README), so a journey can start after it. */
    completedAssessment: z.literal(true),
  })
  .partial()
  .strict();

/**
 * Puts the signed-in test user's profile into a state an end-to-end test needs. Exists only when
 * ENABLE_TEST_ENDPOINTS=true; otherwise a 404 like any unknown path.
 */
export async function POST(request: Request) {
  if (!getEnv().ENABLE_TEST_ENDPOINTS) return new Response("Not found", { status: 404 });
  const session = await getCurrentSession();
  if (!session) return Response.json({ error: "Sign in first." }, { status: 401 });
  const parsed = ZProfilePatch.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json({ error: parsed.error.issues[0]?.message }, { status: 400 });
  const { completedAssessment: assessed, ...patch } = parsed.data;
  await getDb()
    .update(profile)
    .set({ ...(assessed ? completedAssessment(new Date()) : {}), ...patch })
    .where(eq(profile.userId, session.user.id));
  return Response.json({ ok: true });
}
