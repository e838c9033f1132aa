import type { Metadata } from "next";
import Link from "next/link";
import { CommunitySectionCards, CommunityTeaser } from "@/components/community/community-teaser";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { CLINIC_SERIES } from "@/content/community/clinics";
import { CURRICULUM_WEEKS } from "@/content/community/curriculum";
import { COMMUNITY_SECTIONS, communitySectionOf } from "@/content/community/sections";
import { formatClinicTime, upcomingClinics } from "@/domain/community/clinics";
import { getCommunitySettings, getCurriculumProgress } from "@/server/community/community";
import { communityViewer } from "@/server/community/community-page";
import { getRequestTimeZone } from "@/server/get-request-time-zone";

export const metadata: Metadata = {
  title: "Community dashboard",
  description:
    "The Wristwise community: an eight-week curriculum, live group clinics, resources, bonus guides and a member directory.",
};

const SECTION = communitySectionOf("/community-dashboard");

/** /community-dashboard (issue #20): where a member is, and what comes next. */
export default async function CommunityDashboardPage() {
  const viewer = await communityViewer();
  if (viewer.kind !== "member")
    return <CommunityTeaser section={SECTION} signedIn={viewer.kind === "signed-in"} />;
  const userId = viewer.access.session.user.id;
  const [settings, done, timeZone] = await Promise.all([
    getCommunitySettings(userId),
    getCurriculumProgress(userId),
    getRequestTimeZone(),
  ]);
  const nextWeek = CURRICULUM_WEEKS.find((w) => !done.includes(w.week));
  const [nextClinic] = upcomingClinics(CLINIC_SERIES, new Date(), 14);
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">Welcome, {settings.displayName}</h1>
        <p className="mt-3 text-lg text-ink">{SECTION.lead}</p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardTitle>Your curriculum</CardTitle>
          <p className="mt-2 text-ink">
            {done.length} of {CURRICULUM_WEEKS.length} weeks done.
            {nextWeek
              ? ` Next: week ${nextWeek.week}, ${nextWeek.title.toLowerCase()}.`
              : " Every week is done: well done."}
          </p>
          <Link
            href={
              nextWeek
                ? `/community-dashboard/curriculum#${nextWeek.slug}`
                : "/community-dashboard/curriculum"
            }
            className={`${buttonVariants({ variant: "primary", size: "sm" })} mt-4`}
          >
            {nextWeek ? `Open week ${nextWeek.week}` : "Look back over the weeks"}
          </Link>
        </Card>
        <Card>
          <CardTitle>Next live clinic</CardTitle>
          {nextClinic ? (
            <>
              <p className="mt-2 font-medium text-ink">{nextClinic.series.title}</p>
              <p className="text-sm text-ink-muted">
                <time dateTime={nextClinic.start.toISOString()}>
                  {formatClinicTime(nextClinic, timeZone)}
                </time>
              </p>
            </>
          ) : (
            <p className="mt-2 text-ink">
              The schedule for the coming weeks is on the clinics page.
            </p>
          )}
          <Link
            href="/community-dashboard/clinics"
            className={`${buttonVariants({ variant: "secondary", size: "sm" })} mt-4`}
          >
            See all clinics
          </Link>
        </Card>
      </div>
      <section aria-labelledby="sections-heading">
        <h2 id="sections-heading" className="text-xl font-semibold text-ink">
          In the community
        </h2>
        <CommunitySectionCards
          sections={COMMUNITY_SECTIONS.filter((s) => s.href !== SECTION.href)}
        />
      </section>
    </div>
  );
}
