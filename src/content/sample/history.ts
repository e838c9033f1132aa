// A believable 5 weeks of logging, for the Pro demo's sample data and the monthly demo account's
// seed: about four active days a week, the dose creeping up, pain easing from about 4 to 1.
import { WEIGHT_OPTIONS_LBS } from "@/domain/assessment/endurance";
import type { TProgramItem } from "@/domain/program/generate-program";
import { addDays, DAY_MS, dayOf } from "@/domain/progress/days";
import type { TLoadDay, TQuickDashMeasure, TSetLog } from "@/domain/progress/types";

/** Days ago with exercise logged: 20 days over 5 weeks, never the same pattern twice. */
export const SAMPLE_ACTIVE_DAYS_AGO = [
  34, 32, 30, 29, 27, 25, 23, 22, 20, 18, 16, 15, 13, 11, 10, 8, 6, 4, 3, 1,
] as const;
/** Small day-to-day ups and downs, so the trend is not a ruler line. */
const WOBBLE = [0, 0.4, -0.3, 0.3, -0.2] as const;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function nextWeight(lbs: number): number {
  return WEIGHT_OPTIONS_LBS.find((w) => w > lbs) ?? lbs;
}

type TItem = Pick<TProgramItem, "slug" | "sets" | "reps" | "holdSeconds" | "loadLbs">;

/** Every set of the sample history, for the given program items, relative to `now`. */
export function sampleSetsOf(items: readonly TItem[], now: Date): TSetLog[] {
  const today = dayOf(now);
  const last = SAMPLE_ACTIVE_DAYS_AGO.length - 1;
  return SAMPLE_ACTIVE_DAYS_AGO.flatMap((daysAgo, i) => {
    const progress = i / last;
    const pain = clamp(Math.round(4 - 3 * progress + (WOBBLE[i % WOBBLE.length] ?? 0)), 0, 10);
    // Early evening on the person's day; later sets a few minutes apart.
    const start = new Date(`${addDays(today, -daysAgo)}T18:00:00.000Z`);
    let minute = 0;
    const at = () => new Date(start.getTime() + minute++ * 4 * 60 * 1000);
    return items.flatMap((item): TSetLog[] => {
      if (item.holdSeconds !== undefined)
        return [
          {
            slug: item.slug,
            reps: item.sets,
            weightLbs: null,
            restBreaks: 0,
            pain,
            loggedAt: at(),
          },
        ];
      const target = item.reps ?? 10;
      let weightLbs = item.loadLbs;
      let reps = target;
      if (weightLbs !== null) {
        // First half: build reps to the target; then one weight step up, reps back to 12 and building.
        const stepped = progress >= 0.5;
        if (stepped) weightLbs = nextWeight(weightLbs);
        const phase = stepped ? (progress - 0.5) / 0.5 : progress / 0.5;
        reps = Math.min(target, (stepped ? 12 : 10) + Math.floor(phase * 5));
      } else {
        // Band and bodyweight work: a few reps short of the target at first, building to it.
        reps = Math.min(target, Math.max(1, target - 4 + Math.floor(progress * 5)));
      }
      return Array.from({ length: item.sets }, (_, set) => ({
        slug: item.slug,
        reps,
        weightLbs,
        restBreaks: progress < 0.3 && set === item.sets - 1 ? 1 : 0,
        pain: clamp(pain + (weightLbs !== null && set === item.sets - 1 ? 1 : 0), 0, 10),
        loggedAt: at(),
      }));
    });
  });
}

const STIFFNESS = ["15-to-60-min", "15-to-60-min", "under-15-min", "none"] as const;

/** Daily load logs for the last 35 days (a few days missed), pain and stiffness easing. */
export function sampleLoadDaysOf(now: Date): TLoadDay[] {
  const today = dayOf(now);
  return Array.from({ length: 35 }, (_, i) => 35 - i)
    .filter((daysAgo) => daysAgo % 6 !== 0)
    .map((daysAgo, i, all) => {
      const progress = i / (all.length - 1);
      const wobble = WOBBLE[i % WOBBLE.length] ?? 0;
      const day = addDays(today, -daysAgo);
      const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
      return {
        day,
        keyboardHours: weekend ? 1.5 : Math.round((7.5 - progress) * 2) / 2,
        gamingHours: weekend ? 3 : 1,
        otherHandHours: 0.5,
        breaks: Math.round(2 + 4 * progress),
        morningPain: clamp(Math.round(4 - 2.5 * progress + wobble), 0, 10),
        eveningPain: clamp(Math.round(5 - 3 * progress + wobble), 0, 10),
        stiffness: STIFFNESS[Math.min(3, Math.floor(progress * 4))] ?? "none",
        workMinutesBeforePain: progress > 0.8 ? null : Math.round(60 + 150 * progress),
        hobbyMinutesBeforePain: progress > 0.7 ? null : Math.round(30 + 60 * progress),
        note: null,
      };
    });
}

/** Two QuickDASH scores four weeks apart, the latest 29 days ago: a 15.91-point improvement. */
export function sampleQuickDashOf(now: Date): TQuickDashMeasure[] {
  return [
    { score: 54.55, createdAt: new Date(now.getTime() - 57 * DAY_MS) },
    { score: 38.64, createdAt: new Date(now.getTime() - 29 * DAY_MS) },
  ];
}
