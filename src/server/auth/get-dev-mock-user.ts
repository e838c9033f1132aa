import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { completedAssessment } from "../db/demo-accounts";
import { profile, user } from "../db/schema";
import { getAuth } from "./auth";

const MOCK_EMAIL = "dev-mock@wristwise.local";

/** The development mock user: a Pro account with a finished assessment, created on first use. */
export async function getDevMockUserId(): Promise<string> {
  const [existing] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, MOCK_EMAIL));
  if (existing) return existing.id;
  const created = await getAuth().api.signUpEmail({
    body: { name: "Dev Mock", email: MOCK_EMAIL, password: crypto.randomUUID() },
  });
  await getDb()
    .update(profile)
    .set({
      ...completedAssessment(new Date()),
      isPro: true,
      planType: "pro",
      guidedTourCompleted: true,
    })
    .where(eq(profile.userId, created.user.id));
  return created.user.id;
}
