"use server";

import { z } from "zod";
import { AppError } from "@/lib/errors";
import { ZPainRegions } from "@/lib/schemas/assessment";
import { ZExerciseLog, ZExerciseLogId } from "@/lib/schemas/program";
import { defineAction } from "@/server/action";
import { deleteExerciseLog, updateExerciseLog } from "@/server/program/change-exercise-log";
import { changeProgramRegions } from "@/server/program/change-program-regions";
import { logExerciseSet } from "@/server/program/log-exercise-set";

/** Logs one set; answers with the feedback and the next dose (spec 5). */
export const logExerciseSetAction = defineAction({
  name: "log-exercise-set",
  input: ZExerciseLog,
  feature: "tracking",
  handler: (input, { userId, headers, access }) => {
    // The pages are closed during a safety pause; so is logging from a tab left open (issue #14).
    if (access.route.safetyPaused) throw new AppError("safety-paused");
    return logExerciseSet({ userId, input, headers });
  },
});

export const updateExerciseLogAction = defineAction({
  name: "update-exercise-log",
  input: z.object({
    id: ZExerciseLogId,
    log: ZExerciseLog.omit({
      slug: true,
      morningSettled: true,
      clientId: true,
      loggedAt: true,
    }),
  }),
  feature: "tracking",
  handler: ({ id, log }, { userId, headers }) =>
    updateExerciseLog({ userId, id, input: log, headers }),
});

export const deleteExerciseLogAction = defineAction({
  name: "delete-exercise-log",
  input: ZExerciseLogId,
  feature: "tracking",
  failure: "delete-failed",
  handler: (id, { userId, headers }) => deleteExerciseLog({ userId, id, headers }),
});

/** Pro: change the pain regions, which regenerates the program as a new version. */
export const changeProgramRegionsAction = defineAction({
  name: "change-program-regions",
  input: ZPainRegions,
  feature: "multiplePrograms",
  handler: async ({ regions }, { userId, headers }) => {
    await changeProgramRegions({ userId, regions, headers });
  },
});
