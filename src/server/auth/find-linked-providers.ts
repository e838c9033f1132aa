import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { account } from "../db/schema";

/** The sign-in methods linked to a user: "credential" (email and password), "google", "discord". */
export async function findLinkedProviders(userId: string): Promise<string[]> {
  const rows = await getDb()
    .select({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, userId));
  return rows.map((r) => r.providerId).sort();
}

const PROVIDER_LABELS: Record<string, string> = {
  credential: "Email and password",
  google: "Google",
  discord: "Discord",
};

export function providerLabel(providerId: string): string {
  return PROVIDER_LABELS[providerId] ?? providerId;
}
