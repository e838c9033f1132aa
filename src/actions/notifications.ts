"use server";

import { z } from "zod";
import { defineAction } from "@/server/action";
import { markNotificationsRead } from "@/server/notifications/notifications";

/** Marks one notification (by id) or all (null) as read; a failure is logged and ignored (spec 8). */
export const markNotificationsReadAction = defineAction({
  name: "mark-notifications-read",
  input: z.uuid().nullable(),
  handler: (id, { userId }) => markNotificationsRead(userId, id),
});
