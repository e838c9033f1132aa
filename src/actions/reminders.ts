"use server";

import { z } from "zod";
import { ZReminderSettings } from "@/domain/reminders/exercise-reminder";
import { defineAction, definePublicAction } from "@/server/action";
import {
  isUnsubscribeToken,
  saveReminderSettings,
  turnOffReminders,
} from "@/server/reminders/exercise-reminders";

/** Saves the signed-in person's daily exercise reminder (issue #19). */
export const saveReminderAction = defineAction({
  name: "save-exercise-reminder",
  input: ZReminderSettings,
  handler: async (settings, { userId }) => {
    await saveReminderSettings(userId, settings);
  },
});

/**
 * The reminder email's "turn off" page (issue #19): no sign-in needed, the link's token proves
 * whose reminder it is. An invalid link changes nothing and says so.
 */
export const unsubscribeReminderAction = definePublicAction({
  name: "unsubscribe-exercise-reminder",
  input: z.object({ u: z.string().min(1).max(64), t: z.string().min(1).max(128) }).strict(),
  handler: async ({ u, t }) => {
    if (!isUnsubscribeToken(u, t)) return { done: false };
    await turnOffReminders(u);
    return { done: true };
  },
});
