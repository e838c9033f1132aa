import "server-only";
import { exerciseLogs, loadLogs } from "./schema";

// The columns each log table is read with, defined once: every reader of exercise sets or daily
// load logs selects these, so the domain types (TSetLog, TLoadDay) and the queries cannot drift.

/** An exercise set as the domain reads it (TSetLog). */
export const SET_LOG_FIELDS = {
  slug: exerciseLogs.slug,
  reps: exerciseLogs.reps,
  weightLbs: exerciseLogs.weightLbs,
  restBreaks: exerciseLogs.restBreaks,
  pain: exerciseLogs.pain,
  loggedAt: exerciseLogs.loggedAt,
} as const;

/** An exercise set with its id, for the reads that change or delete one. */
export const SET_LOG_COLUMNS = { id: exerciseLogs.id, ...SET_LOG_FIELDS } as const;

/** A day's load log as the domain reads it (TLoadDay). */
export const LOAD_DAY_FIELDS = {
  day: loadLogs.day,
  keyboardHours: loadLogs.keyboardHours,
  gamingHours: loadLogs.gamingHours,
  otherHandHours: loadLogs.otherHandHours,
  breaks: loadLogs.breaks,
  morningPain: loadLogs.morningPain,
  eveningPain: loadLogs.eveningPain,
  stiffness: loadLogs.stiffness,
  workMinutesBeforePain: loadLogs.workMinutesBeforePain,
  hobbyMinutesBeforePain: loadLogs.hobbyMinutesBeforePain,
  note: loadLogs.note,
} as const;

/** A day's load log with its id, for the reads that change one. */
export const LOAD_DAY_COLUMNS = { id: loadLogs.id, ...LOAD_DAY_FIELDS } as const;
