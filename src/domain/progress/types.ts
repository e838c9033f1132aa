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

/** One day's load log, as progress statistics reads it (load_logs). */
export type TLoadDay = {
  day: string;
  keyboardHours: number;
  gamingHours: number;
  otherHandHours: number;
  breaks: number;
  morningPain: number;
  eveningPain: number;
  stiffness: string;
  workMinutesBeforePain: number | null;
  hobbyMinutesBeforePain: number | null;
  note: string | null;
};

/** One QuickDASH (outcome_measures); score null when too few items were answered. */
export type TQuickDashMeasure = { score: number | null; createdAt: Date };
