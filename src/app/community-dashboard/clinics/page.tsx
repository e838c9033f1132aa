import { CalendarPlus } from "lucide-react";
import type { Metadata } from "next";
import { CommunityTeaser } from "@/components/community/community-teaser";
import { Card } from "@/components/ui/card";
import { CLINIC_JOIN_NOTE, CLINIC_SERIES } from "@/content/community/clinics";
import { communitySectionOf } from "@/content/community/sections";
import { formatClinicTime, upcomingClinics } from "@/domain/community/clinics";
import { communityViewer } from "@/server/community/community-page";
import { getRequestTimeZone } from "@/server/get-request-time-zone";

export const metadata: Metadata = { title: "Live group clinics · Community" };

const SECTION = communitySectionOf("/community-dashboard/clinics");
/** How far ahead the schedule looks. */
const SCHEDULE_DAYS = 28;

/** /community-dashboard/clinics (issue #20): the next four weeks of clinics, in the member's zone. */
export default async function ClinicsPage() {
  const viewer = await communityViewer();
  if (viewer.kind !== "member")
    return <CommunityTeaser section={SECTION} signedIn={viewer.kind === "signed-in"} />;
  const timeZone = await getRequestTimeZone();
  const upcoming = upcomingClinics(CLINIC_SERIES, new Date(), SCHEDULE_DAYS);
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">{SECTION.title}</h1>
        <p className="mt-3 text-lg text-ink">{SECTION.lead}</p>
        <p className="mt-3 text-ink-muted">{CLINIC_JOIN_NOTE}</p>
      </header>
      <section aria-labelledby="schedule-heading">
        <h2 id="schedule-heading" className="text-xl font-semibold text-ink">
          The next four weeks
        </h2>
        <p className="mt-1 text-sm text-ink-muted">Times are shown in {timeZone}.</p>
        <ul className="mt-4 space-y-3">
          {upcoming.map((clinic) => (
            <li key={clinic.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
                <div>
                  <p className="font-medium text-ink">{clinic.series.title}</p>
                  <p className="text-sm text-ink-muted">
                    <time dateTime={clinic.start.toISOString()}>
                      {formatClinicTime(clinic, timeZone)}
                    </time>
                  </p>
                </div>
                <a
                  href={`/api/community/clinics/${clinic.id}/calendar`}
                  download={`${clinic.id}.ics`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] border border-line-strong px-3 text-sm font-medium text-ink hover:border-brand"
                >
                  <CalendarPlus aria-hidden className="size-4" />
                  Add to calendar
                  <span className="sr-only">: {clinic.series.title}</span>
                </a>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="series-heading" className="space-y-3">
        <h2 id="series-heading" className="text-xl font-semibold text-ink">
          The clinics
        </h2>
        {CLINIC_SERIES.map((series) => (
          <Card key={series.slug} className="p-4 sm:p-5">
            <h3 className="font-semibold text-ink">{series.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">
              {series.everyWeeks === 1 ? "Every week" : "Every other week"} ·{" "}
              {series.durationMinutes} minutes · {series.host}
            </p>
            <p className="mt-2 text-ink">{series.description}</p>
          </Card>
        ))}
      </section>
    </div>
  );
}
