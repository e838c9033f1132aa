import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { ONBOARDING_NOTIFICATIONS } from "@/content/notifications";
import { getDb, type TDb } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { notifications } from "../db/schema";
import { logger } from "../logger";

type TExecutor = Pick<TDb, "insert" | "transaction">;

/**
 * Creates onboarding's four notifications. Given a transaction, they are written in a savepoint;
 * a failure is logged and ignored (spec 8: notification errors are logged and ignored).
 */
export async function createOnboardingNotifications(
  userId: string,
  executor: TExecutor = getDb(),
  now = new Date(),
): Promise<void> {
  try {
    await executor.transaction(async (sp) => {
      await sp.insert(notifications).values(
        ONBOARDING_NOTIFICATIONS.map((n, i) => ({
          userId,
          ...n,
          // The welcome first: each later one a millisecond older, so "newest first" keeps order.
          timestamp: new Date(now.getTime() - i),
        })),
      );
    });
  } catch (error) {
    logger.error({ err: error, userId }, "creating onboarding notifications failed");
  }
}

export type TNotificationItem = {
  id: string;
  title: string;
  message: string;
  link: string | null;
  priority: "high" | "normal" | "low";
  read: boolean;
  timestamp: string;
};

/** What the header's bell shows: the newest notifications and how many are unread. */
export type TNotifications = { items: TNotificationItem[]; unread: number };

// Every signed-in page shows the bell: prepared (src/server/db/prepared.ts).
const newestRead = preparedQuery((db) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .orderBy(desc(notifications.timestamp))
    .limit(sql.placeholder("limit"))
    .prepare("notifications_newest"),
);

/** The newest notifications and the unread count; an error gives none (logged and ignored). */
export async function findNotifications(userId: string, limit = 20): Promise<TNotifications> {
  try {
    const rows = await newestRead().execute({ userId, limit });
    return {
      items: rows.map((r) => ({
        id: r.id,
        title: r.title,
        message: r.message,
        link: r.link,
        priority: r.priority,
        read: r.read,
        timestamp: r.timestamp.toISOString(),
      })),
      unread: rows.filter((r) => !r.read).length,
    };
  } catch (error) {
    logger.error({ err: error, userId }, "reading notifications failed");
    return { items: [], unread: 0 };
  }
}

/** Marks one of the person's notifications, or all of them (id null), as read. */
export async function markNotificationsRead(userId: string, id: string | null): Promise<void> {
  await getDb()
    .update(notifications)
    .set({ read: true })
    .where(
      id === null
        ? eq(notifications.userId, userId)
        : and(eq(notifications.userId, userId), eq(notifications.id, id)),
    );
}
