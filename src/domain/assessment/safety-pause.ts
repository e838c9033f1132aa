// The safety pause (issue #14): a red flag answered on the medical screen, at any time, closes the
// program until the person answers no to everything or confirms a clinician has cleared them.
import type { TStoredMedicalScreen } from "./record";

/** True while the latest screening has a red flag and no clearance for it. */
export function isSafetyPaused(screen: TStoredMedicalScreen | null | undefined): boolean {
  return Boolean(screen?.level) && !screen?.clearance;
}
