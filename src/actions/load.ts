"use server";

import { ZLoadLog, ZLoadLogId } from "@/lib/schemas/load";
import { defineAction } from "@/server/action";
import { deleteLoadLog } from "@/server/load/delete-load-log";
import { saveLoadLog } from "@/server/load/save-load-log";

/** Saves a day's load log; `updated` says it replaced that day's earlier log. */
export const saveLoadLogAction = defineAction({
  name: "save-load-log",
  input: ZLoadLog,
  feature: "loadManagement",
  handler: (input, { userId, headers }) => saveLoadLog({ userId, input, headers }),
});

export const deleteLoadLogAction = defineAction({
  name: "delete-load-log",
  input: ZLoadLogId,
  feature: "loadManagement",
  failure: "delete-failed",
  handler: (id, { userId, headers }) => deleteLoadLog({ userId, id, headers }),
});
