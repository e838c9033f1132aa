import type { TProgramItem } from "@/domain/program/generate-program";
import { formatWeight, type TWeightUnit } from "@/lib/units";

/** A prescribed dose in words, with weights in the person's unit: "2 sets × 15 at 2 lb". */
export function doseText(
  item: Pick<TProgramItem, "sets" | "reps" | "holdSeconds" | "loadLbs"> & { band?: boolean },
  unit: TWeightUnit,
): string {
  const amount =
    item.holdSeconds !== undefined
      ? `${item.sets} × ${item.holdSeconds} s hold`
      : `${item.sets} sets × ${item.reps ?? 10}`;
  // 0 lb is a weighted exercise's unloaded version (progression's UNLOADED_LBS).
  if (item.loadLbs === 0) return `${amount} with no weight`;
  if (item.loadLbs !== null) return `${amount} at ${formatWeight(item.loadLbs, unit)}`;
  return item.band ? `${amount} with a band` : amount;
}
