/** One logged exercise set, as progress statistics reads it (exercise_logs). */
export type TSetLog = {
  slug: string;
  reps: number;
  /** Null for holds, bands and bodyweight work. */
  weightLbs: number | null;
  restBreaks: number;
  pain: number;
  loggedAt: Date;
};

export type { TLoadDay } from "@/domain/load/types";

/** One QuickDASH (outcome_measures); score null when too few items were answered. */
export type TQuickDashMeasure = { score: number | null; createdAt: Date };
