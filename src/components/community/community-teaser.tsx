import { Check } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { COMMUNITY_SECTIONS, type TCommunitySection } from "@/content/community/sections";
import { loginPathFor } from "@/domain/auth/return-to";

/**
 * What a visitor, or a signed-in person whose plan doesn't include the community, sees of a
 * community section (issue #20): what it holds, how to join, the plans, and for a visitor a way
 * to sign in. Never the members' content.
 */
export function CommunityTeaser({
  section,
  signedIn,
}: {
  section: TCommunitySection;
  signedIn: boolean;
}) {
  const others = COMMUNITY_SECTIONS.filter(
    (s) => s.href !== section.href && s.href !== "/community-dashboard",
  );
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <p className="text-sm font-medium text-brand-strong">Wristwise community</p>
        <h1 className="mt-1 text-title font-semibold text-ink">{section.title}</h1>
        <p className="mt-3 text-lg text-ink">{section.lead}</p>
      </header>
      <Card>
        <h2 className="font-semibold text-ink">What's inside for members</h2>
        <ul className="mt-3 space-y-2">
          {section.holds.map((point) => (
            <li key={point} className="flex gap-2 text-ink">
              <Check aria-hidden className="mt-1 size-4 shrink-0 text-brand" />
              {point}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-ink">
          The community comes with the Lifetime Community plan: one payment, everything in Pro
          (logging, load tracking, progress statistics and expert calls) and the community dashboard
          for good.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href="/lifetime-community" className={buttonVariants({ variant: "primary" })}>
            See the Lifetime Community plan
          </Link>
          <Link href="/pricing" className={buttonVariants({ variant: "secondary" })}>
            Compare plans
          </Link>
        </div>
        {signedIn ? null : (
          <p className="mt-4 text-sm text-ink-muted">
            Already a member?{" "}
            <Link
              href={loginPathFor(section.href)}
              className="font-medium text-brand underline underline-offset-2"
            >
              Sign in
            </Link>{" "}
            to open it.
          </p>
        )}
      </Card>
      <section aria-labelledby="more-sections">
        <h2 id="more-sections" className="font-semibold text-ink">
          Also in the community
        </h2>
        <CommunitySectionCards sections={others} />
      </section>
    </div>
  );
}

/** The community's sections as linked cards, two columns from the sm breakpoint. */
export function CommunitySectionCards({ sections }: { sections: readonly TCommunitySection[] }) {
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2">
      {sections.map((s) => (
        <li key={s.href}>
          <Link
            href={s.href}
            className="block h-full rounded-[var(--radius-card)] border border-line bg-surface p-4 hover:border-brand"
          >
            <span className="font-medium text-ink">{s.title}</span>
            <span className="mt-1 block text-sm text-ink-muted">{s.lead}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
