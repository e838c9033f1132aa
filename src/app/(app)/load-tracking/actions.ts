"use server";

import { headers } from "next/headers";
import { hasFeature } from "@/domain/access/features";
import { fieldErrorsOf } from "@/lib/schemas/assessment";
import { ZLoadLog, ZLoadLogId } from "@/lib/schemas/load";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { deleteLoadLog, LoadLogNotFoundError } from "@/server/load/delete-load-log";
import { saveLoadLog } from "@/server/load/save-load-log";
import { logger } from "@/server/logger";

export type TLoadActionResult =
  | { ok: true; updated?: boolean }
  | { ok: false; fieldErrors?: Record<string, string>; formError?: string };

const NOT_PRO = "Load tracking is part of Pro. Your program and its instructions stay free.";
const FAILED = "We couldn't save that just now. Your entry is still here; please try again.";

async function requireLoadTracker() {
  const access = await getCurrentAccess();
  if (!access) return { error: "Your session has ended. Please sign in again." } as const;
  if (!hasFeature(access.tier, "loadManagement")) return { error: NOT_PRO } as const;
  return { userId: access.session.user.id } as const;
}

export async function saveLoadLogAction(payload: unknown): Promise<TLoadActionResult> {
  const who = await requireLoadTracker();
  if ("error" in who) return { ok: false, formError: who.error };
  const parsed = ZLoadLog.safeParse(payload);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const saved = await saveLoadLog({
      userId: who.userId,
      input: parsed.data,
      headers: await headers(),
    });
    return { ok: true, updated: saved.updated };
  } catch (error) {
    logger.error({ err: error }, "saving a load log failed");
    return { ok: false, formError: FAILED };
  }
}

export async function deleteLoadLogAction(id: unknown): Promise<TLoadActionResult> {
  const who = await requireLoadTracker();
  if ("error" in who) return { ok: false, formError: who.error };
  const parsedId = ZLoadLogId.safeParse(id);
  if (!parsedId.success) return { ok: false, formError: "That day's log could not be found." };
  try {
    await deleteLoadLog({ userId: who.userId, id: parsedId.data, headers: await headers() });
    return { ok: true };
  } catch (error) {
    if (error instanceof LoadLogNotFoundError) return { ok: false, formError: error.message };
    logger.error({ err: error }, "deleting a load log failed");
    return { ok: false, formError: "We couldn't delete that just now. Please try again." };
  }
}
