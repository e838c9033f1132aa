import "server-only";
import { exerciseLogs, loadLogs } from "./schema";

// The columns each log table is read with, defined once: every reader of exercise sets or daily
// load logs selects these, so the domain types (TSetLog, TLoadDay) and the queries cannot drift.

/** An exercise set as the domain reads it (TSetLog), with its id. */
export const SET_LOG_COLUMNS = {
  id: exerciseLogs.id,
  slug: exerciseLogs.slug,
  reps: exerciseLogs.reps,
  weightLbs: exerciseLogs.weightLbs,
  restBreaks: exerciseLogs.restBreaks,
  pain: exerciseLogs.pain,
  loggedAt: exerciseLogs.loggedAt,
} as const;

/** A day's load log as the domain reads it (TLoadDay), with its id. */
export const LOAD_DAY_COLUMNS = {
  id: loadLogs.id,
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
