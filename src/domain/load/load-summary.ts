// The dashboard's load figures: averages over the person's logged days of the last week.

export type TLoadStats = {
  daysLogged: number;
  averageHandHours: number | null;
  averageBreaks: number | null;
  averageEveningPain: number | null;
};

const averageOf = (values: number[]) =>
  values.length ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10 : null;

export function loadStatsOf(
  days: readonly {
    keyboardHours: number;
    gamingHours: number;
    otherHandHours: number;
    breaks: number;
    eveningPain: number;
  }[],
): TLoadStats {
  return {
    daysLogged: days.length,
    averageHandHours: averageOf(
      days.map((d) => d.keyboardHours + d.gamingHours + d.otherHandHours),
    ),
    averageBreaks: averageOf(days.map((d) => d.breaks)),
    averageEveningPain: averageOf(days.map((d) => d.eveningPain)),
  };
}
