import "server-only";
import { eq } from "drizzle-orm";
import { sampleLoadFortnightOf } from "@/content/sample/load";
import { addDays } from "@/lib/day";
import { getDb } from "./client";
import { loadLogs, user } from "./schema";

/** Minutes into work and hobby before symptoms began, by evening pain: worse days start sooner. */
const onsetMinutes = (eveningPain: number) =>
  eveningPain >= 5 ? { work: 120, hobby: 45 } : eveningPain >= 3 ? { work: 240, hobby: 90 } : null;

/** The fortnight before the demo's was harder: pain 2 points higher, morning and evening. */
const EARLIER_EXTRA_PAIN = 2;

/**
 * Gives monthly@demo four weeks of daily load logs ending yesterday (UTC): the fortnight the
 * load-tracking demo shows, after a harder one, in line with the easing pain of its exercise
 * history (seed-progress-history.ts). Evenings are calmer on days with 4 or more breaks, so
 * /load-tracking has an index, a chart and patterns to show.
 */
export async function seedLoadHistory(now: Date): Promise<void> {
  const db = getDb();
  const [demo] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "monthly@demo.wristwise.app"));
  if (!demo) return;
  const yesterday = addDays(now.toISOString().slice(0, 10), -1);
  const recent = sampleLoadFortnightOf(yesterday).days;
  const earlier = sampleLoadFortnightOf(addDays(yesterday, -recent.length)).days.map((d) => ({
    ...d,
    morningPain: Math.min(10, d.morningPain + EARLIER_EXTRA_PAIN),
    eveningPain: Math.min(10, d.eveningPain + EARLIER_EXTRA_PAIN),
  }));
  await db.insert(loadLogs).values(
    [...earlier, ...recent].map((d) => {
      const onset = onsetMinutes(d.eveningPain);
      return {
        userId: demo.id,
        ...d,
        stiffness: d.morningPain >= 3 ? ("under-15-min" as const) : ("none" as const),
        workMinutesBeforePain: d.keyboardHours > 0 ? (onset?.work ?? null) : null,
        hobbyMinutesBeforePain: d.gamingHours > 0 ? (onset?.hobby ?? null) : null,
      };
    }),
  );
}
