"use server";

import { headers } from "next/headers";
import { hasFeature } from "@/domain/access/features";
import type { TFeedback } from "@/domain/program/feedback";
import type { TProgressionDecision } from "@/domain/program/progression";
import { fieldErrorsOf, ZPainRegions } from "@/lib/schemas/assessment";
import { ZExerciseLog, ZExerciseLogId } from "@/lib/schemas/program";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { logger } from "@/server/logger";
import { deleteExerciseLog, updateExerciseLog } from "@/server/program/change-exercise-log";
import { changeProgramRegions } from "@/server/program/change-program-regions";
import {
  ExerciseLogError,
  logExerciseSet,
  type TLogOutcome,
} from "@/server/program/log-exercise-set";

export type TLogActionResult =
  | { ok: true; outcome?: TLogOutcome }
  | { ok: false; fieldErrors?: Record<string, string>; formError?: string };

export type { TFeedback, TProgressionDecision };

const NOT_PRO = "Logging your sets is part of Pro. Your program and its instructions stay free.";
const FAILED = "We couldn't save that just now. Your entry is still here; please try again.";

async function requireTracker() {
  const access = await getCurrentAccess();
  if (!access) return { error: "Your session has ended. Please sign in again." } as const;
  if (!hasFeature(access.tier, "tracking")) return { error: NOT_PRO } as const;
  return { userId: access.session.user.id } as const;
}

async function run(fn: () => Promise<TLogActionResult>): Promise<TLogActionResult> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ExerciseLogError) return { ok: false, formError: error.message };
    logger.error({ err: error }, "exercise log action failed");
    return { ok: false, formError: FAILED };
  }
}

export async function logExerciseSetAction(payload: unknown): Promise<TLogActionResult> {
  const who = await requireTracker();
  if ("error" in who) return { ok: false, formError: who.error };
  const parsed = ZExerciseLog.safeParse(payload);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  return run(async () => ({
    ok: true,
    outcome: await logExerciseSet({
      userId: who.userId,
      input: parsed.data,
      headers: await headers(),
    }),
  }));
}

export async function updateExerciseLogAction(
  id: unknown,
  payload: unknown,
): Promise<TLogActionResult> {
  const who = await requireTracker();
  if ("error" in who) return { ok: false, formError: who.error };
  const parsedId = ZExerciseLogId.safeParse(id);
  const parsed = ZExerciseLog.omit({ slug: true, morningSettled: true }).safeParse(payload);
  if (!parsedId.success) return { ok: false, formError: "That log could not be found." };
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  return run(async () => {
    await updateExerciseLog({
      userId: who.userId,
      id: parsedId.data,
      input: parsed.data,
      headers: await headers(),
    });
    return { ok: true };
  });
}

export async function deleteExerciseLogAction(id: unknown): Promise<TLogActionResult> {
  const who = await requireTracker();
  if ("error" in who) return { ok: false, formError: who.error };
  const parsedId = ZExerciseLogId.safeParse(id);
  if (!parsedId.success) return { ok: false, formError: "That log could not be found." };
  return run(async () => {
    await deleteExerciseLog({ userId: who.userId, id: parsedId.data, headers: await headers() });
    return { ok: true };
  });
}

/** Pro: change the pain regions, which regenerates the program as a new version. */
export async function changeProgramRegionsAction(payload: unknown): Promise<TLogActionResult> {
  const access = await getCurrentAccess();
  if (!access) return { ok: false, formError: "Your session has ended. Please sign in again." };
  if (!hasFeature(access.tier, "multiplePrograms"))
    return { ok: false, formError: "Changing your pain areas is part of Pro." };
  const parsed = ZPainRegions.safeParse(payload);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  return run(async () => {
    await changeProgramRegions({
      userId: access.session.user.id,
      regions: parsed.data.regions,
      headers: await headers(),
    });
    return { ok: true };
  });
}
