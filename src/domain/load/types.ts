import type { TStiffness } from "@/domain/load/stiffness";

/** One day's load log (load_logs) as the rules and pages read it. */
export type TLoadDay = {
  day: string;
  keyboardHours: number;
  gamingHours: number;
  otherHandHours: number;
  breaks: number;
  morningPain: number;
  eveningPain: number;
  stiffness: TStiffness;
  workMinutesBeforePain: number | null;
  hobbyMinutesBeforePain: number | null;
  note: string | null;
};

/** A day's hours, breaks and pain: what the dashboard's figures and the load chart read. */
export type TLoadDaySummary = Pick<
  TLoadDay,
  | "day"
  | "keyboardHours"
  | "gamingHours"
  | "otherHandHours"
  | "breaks"
  | "morningPain"
  | "eveningPain"
>;
