import "server-only";
import type { TIdleConfig } from "@/domain/session/idle";
import { ACTIVITY_RECORD_INTERVAL_MS } from "@/lib/constants";
import { getEnv } from "../env";

/** The idle limits in force: the spec's by default, shorter only when configured (tests). */
export function getIdleConfig(): TIdleConfig {
  const env = getEnv();
  return {
    timeoutMs: env.SESSION_IDLE_TIMEOUT_MS,
    warningBeforeMs: env.SESSION_WARNING_BEFORE_MS,
    recordIntervalMs: ACTIVITY_RECORD_INTERVAL_MS,
  };
}
