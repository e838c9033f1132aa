// The "every log" CSV (issue #6): RFC 4180 with a spreadsheet formula-injection guard.
import { findExercise } from "@/content/exercises";
import { type TWeightUnit, weightIn } from "@/lib/units";
import { dayOf } from "./days";
import type { TLoadDay, TSetLog } from "./types";

export type TCsvValue = string | number | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number written as text, such as "-3" or "2.5": it stays a number. */
const NUMERIC = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;

/**
 * One CSV cell. Numbers (and numbers written as text, such as "-3") are written as they are.
 * Every other text cell is quoted, with quotes doubled (RFC 4180), so a separator inside it never
 * starts a new cell in any locale (`x;=1+1` stays one cell); text starting with = + - @ (or a
 * tab or carriage return) also gets a leading apostrophe so a spreadsheet shows it as text
 * (OWASP: CSV injection).
 */
export function csvCell(value: TCsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  if (NUMERIC.test(value)) return value;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** Rows to CSV text: CRLF line ends (RFC 4180), ending with one. */
export function csvOf(rows: readonly (readonly TCsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/**
 * One table for every log, with a `type` column: "exercise_set" rows fill the exercise columns,
 * "load_day" rows the daily load columns; the other columns are left empty. One table (not two
 * sections) so it opens, sorts and filters as one sheet.
 */
export const LOGS_CSV_HEADER = [
  "type",
  "date",
  "logged_at_utc",
  "exercise",
  "exercise_name",
  "reps",
  "weight",
  "weight_unit",
  "rest_breaks",
  "pain",
  "keyboard_hours",
  "gaming_hours",
  "other_hand_hours",
  "breaks",
  "morning_pain",
  "evening_pain",
  "stiffness",
  "work_minutes_before_pain",
  "hobby_minutes_before_pain",
  "note",
] as const;

type TRow = Partial<Record<(typeof LOGS_CSV_HEADER)[number], TCsvValue>>;

function setRow(log: TSetLog, unit: TWeightUnit): TRow {
  return {
    type: "exercise_set",
    date: dayOf(log.loggedAt),
    logged_at_utc: log.loggedAt.toISOString(),
    exercise: log.slug,
    exercise_name: findExercise(log.slug)?.name ?? log.slug,
    reps: log.reps,
    weight: log.weightLbs === null ? null : weightIn(log.weightLbs, unit),
    weight_unit: log.weightLbs === null ? null : unit,
    rest_breaks: log.restBreaks,
    pain: log.pain,
  };
}

function loadRow(load: TLoadDay): TRow {
  return {
    type: "load_day",
    date: load.day,
    keyboard_hours: load.keyboardHours,
    gaming_hours: load.gamingHours,
    other_hand_hours: load.otherHandHours,
    breaks: load.breaks,
    morning_pain: load.morningPain,
    evening_pain: load.eveningPain,
    stiffness: load.stiffness,
    work_minutes_before_pain: load.workMinutesBeforePain,
    hobby_minutes_before_pain: load.hobbyMinutesBeforePain,
    note: load.note,
  };
}

/** Every exercise set and load day, oldest first (sets by time, then that day's load log). */
export function logsCsvOf(options: {
  sets: readonly TSetLog[];
  loads: readonly TLoadDay[];
  unit: TWeightUnit;
}): string {
  const rows = [
    ...options.sets.map((s) => ({
      key: `${dayOf(s.loggedAt)}0${s.loggedAt.toISOString()}`,
      row: setRow(s, options.unit),
    })),
    ...options.loads.map((l) => ({ key: `${l.day}1`, row: loadRow(l) })),
  ]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map(({ row }) => LOGS_CSV_HEADER.map((column) => row[column]));
  return csvOf([LOGS_CSV_HEADER, ...rows]);
}
