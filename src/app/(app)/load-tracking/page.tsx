import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { LoadDemo } from "@/components/load/load-demo";
import { IrritabilityCard, PatternList } from "@/components/load/load-insights";
import { LoadLogForm } from "@/components/load/load-log-form";
import { LoadChartWithTable } from "@/components/load/load-table";
import { GoProLink } from "@/components/pro/go-pro-link";
import { FirstStep } from "@/components/site/first-step";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { hasFeature } from "@/domain/access/features";
import { LOAD_HISTORY_DAYS, loadTrackingModelOf } from "@/domain/load/load-tracking-model";
import { addDays, dayKeyOf } from "@/lib/day";
import type { TSearchParams } from "@/lib/search-of";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getRequestTimeZone } from "@/server/get-request-time-zone";
import { findLoadLogs } from "@/server/load/find-load-logs";

export const metadata: Metadata = { title: "Load tracking" };

export default async function LoadTrackingPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/load-tracking", searchParams);
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

  // Everyone sees their own logs (a plan that lapsed keeps its history); only Pro can add to them.
  const { logs, setTimes } = await findLoadLogs({
    userId: access.session.user.id,
    sinceDay: addDays(today, -LOAD_HISTORY_DAYS),
    version: access.profile?.progressVersion,
    headers: await headers(),
  });
  const model = loadTrackingModelOf({ logs, setTimes, today, timeZone });
  const insights = (
    <>
      <IrritabilityCard result={model.irritability} />
      <Card>
        <CardTitle>Load and pain, last 30 days</CardTitle>
        <div className="mt-4">
          {model.chartDays.length ? (
            <LoadChartWithTable
              caption="Your hours of hand-heavy activity and pain, last 30 days"
              days={model.chartDays}
            />
          ) : (
            <p className="text-ink">Your first logged day will show here.</p>
          )}
        </div>
      </Card>
      <PatternList patterns={model.patterns} />
    </>
  );

  if (!hasFeature(access.tier, "loadManagement")) {
    return (
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        {intro}
        <section aria-labelledby="own-load" className="space-y-4">
          <h2 id="own-load" className="text-xl font-semibold text-ink">
            Your load
          </h2>
          {logs.length ? (
            insights
          ) : (
            <FirstStep
              title="Nothing logged yet"
              action={
                <Link href="/exercise-program" className={buttonVariants({ variant: "secondary" })}>
                  Open your program
                </Link>
              }
            >
              <p>
                Logging a day takes about a minute and comes with Pro. A first step you can take
                today, on any plan: notice how long you type or game before symptoms start, and take
                a short break a little before that point.
              </p>
            </FirstStep>
          )}
        </section>
        <LoadDemo
          lastDay={today}
          action={
            <>
              <GoProLink source="load-tracking-demo">Go Pro to track daily load</GoProLink>
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

  // Remount the form when a save elsewhere (another tab) changed the logs it was drafted from.
  const formKey = logs.reduce((latest, l) => Math.max(latest, l.updatedAt.getTime()), 0);

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      {intro}
      <Card>
        <LoadLogForm key={formKey} logs={model.logs} today={today} />
      </Card>
      {insights}
      {disclaimer}
    </div>
  );
}
