import type { Metadata } from "next";
import { headers } from "next/headers";
import { LoadDemo } from "@/components/load/load-demo";
import { IrritabilityCard, PatternList } from "@/components/load/load-insights";
import { LoadLogForm } from "@/components/load/load-log-form";
import { LoadChartWithTable } from "@/components/load/load-table";
import { GoProLink } from "@/components/pro/go-pro-link";
import { Card, CardTitle } from "@/components/ui/card";
import { hasFeature } from "@/domain/access/features";
import { irritabilityIndexOf } from "@/domain/load/irritability-index";
import { patternsOf } from "@/domain/load/patterns";
import { addDays, dayKeyOf } from "@/lib/day";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { getRequestTimeZone } from "@/server/get-request-time-zone";
import { findLoadLogs } from "@/server/load/find-load-logs";

export const metadata: Metadata = { title: "Load tracking" };

/** How far back the chart and the patterns look. */
const HISTORY_DAYS = 60;
const CHART_DAYS = 30;
const dayLabel = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

export default async function LoadTrackingPage() {
  const access = await getCurrentAccess();
  if (!access) return null;
  const timeZone = await getRequestTimeZone();
  const today = dayKeyOf(new Date(), timeZone);

  const intro = (
    <header>
      <h1 className="text-title font-semibold text-ink">Load tracking</h1>
      <p className="mt-2 text-ink-muted">
        Hands settle when the load they carry matches what they can take. A minute a day here shows
        how your work, gaming and breaks line up with your pain.
      </p>
    </header>
  );
  const disclaimer = (
    <p className="text-xs text-ink-muted">
      Educational guidance, not medical advice. If pain is severe, keeps rising or comes with new
      numbness or weakness, stop and check with a clinician.
    </p>
  );

  if (!hasFeature(access.tier, "loadManagement")) {
    return (
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        {intro}
        <LoadDemo
          lastDay={today}
          action={
            <>
              <GoProLink source="load-tracking-demo">Go Pro to track your load</GoProLink>
              <span className="text-sm text-ink-muted">
                Pro adds load tracking, set logging and progress charts.
              </span>
            </>
          }
        />
        {disclaimer}
      </div>
    );
  }

  const { logs, setTimes } = await findLoadLogs({
    userId: access.session.user.id,
    sinceDay: addDays(today, -HISTORY_DAYS),
    headers: await headers(),
  });
  const views = logs.map((l) => ({
    id: l.id,
    day: l.day,
    keyboardHours: l.keyboardHours,
    gamingHours: l.gamingHours,
    otherHandHours: l.otherHandHours,
    breaks: l.breaks,
    morningPain: l.morningPain,
    eveningPain: l.eveningPain,
    stiffness: l.stiffness,
    workMinutesBeforePain: l.workMinutesBeforePain,
    hobbyMinutesBeforePain: l.hobbyMinutesBeforePain,
    note: l.note,
  }));
  const exerciseDays = new Set(setTimes.map((t) => dayKeyOf(t, timeZone)));
  const chartFrom = addDays(today, -(CHART_DAYS - 1));
  const chartDays = views
    .filter((l) => l.day >= chartFrom)
    .reverse()
    .map((l) => ({ ...l, label: dayLabel.format(new Date(`${l.day}T12:00:00Z`)) }));

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      {intro}
      <Card>
        <LoadLogForm key={logs[0]?.updatedAt.toISOString() ?? "none"} logs={views} today={today} />
      </Card>
      <IrritabilityCard result={irritabilityIndexOf(views)} />
      <Card>
        <CardTitle>Load and pain, last 30 days</CardTitle>
        <div className="mt-4">
          {chartDays.length ? (
            <LoadChartWithTable
              caption="Your hours of hand-heavy activity and pain, last 30 days"
              days={chartDays}
            />
          ) : (
            <p className="text-ink">Your first logged day will show here.</p>
          )}
        </div>
      </Card>
      <PatternList patterns={patternsOf(views, exerciseDays)} />
      {disclaimer}
    </div>
  );
}
