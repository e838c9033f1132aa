import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import type { TEducationSlug } from "@/content/education/schema";
import { getDb } from "../db/client";
import { educationReads } from "../db/schema";

/** The topics `userId` has read to the end, with when they first did (issue #16). */
export const findEducationReads = cache(
  async (userId: string): Promise<ReadonlyMap<TEducationSlug, Date>> => {
    const rows = await getDb()
      .select({ slug: educationReads.slug, readAt: educationReads.readAt })
      .from(educationReads)
      .where(eq(educationReads.userId, userId));
    return new Map(rows.map((r) => [r.slug, r.readAt]));
  },
);

/**
 * Marks a topic read once the person reaches its end. Reading it again keeps the first date, and
 * a second tab doing the same at once adds nothing (one row per person and topic).
 */
export async function markEducationRead(userId: string, slug: TEducationSlug): Promise<void> {
  await getDb().insert(educationReads).values({ userId, slug }).onConflictDoNothing();
}
