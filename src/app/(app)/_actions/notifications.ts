"use server";

import { z } from "zod";
import { getCurrentSession } from "@/server/auth/get-current-session";
import { logger } from "@/server/logger";
import { markNotificationsRead } from "@/server/notifications/notifications";

/** Marks one notification (by id) or all (null) as read; errors are logged and ignored (spec 8). */
export async function markNotificationsReadAction(id: unknown): Promise<void> {
  const parsed = z.string().uuid().nullable().safeParse(id);
  const session = await getCurrentSession();
  if (!parsed.success || !session) return;
  try {
    await markNotificationsRead(session.user.id, parsed.data);
  } catch (error) {
    logger.error({ err: error }, "marking notifications read failed");
  }
}
