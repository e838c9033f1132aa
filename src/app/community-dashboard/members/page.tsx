import type { Metadata } from "next";
import Link from "next/link";
import { CommunityTeaser } from "@/components/community/community-teaser";
import { Card } from "@/components/ui/card";
import { communitySectionOf } from "@/content/community/sections";
import { getCommunitySettings, listCommunityDirectory } from "@/server/community/community";
import { communityViewer } from "@/server/community/community-page";

export const metadata: Metadata = { title: "Members · Community" };

const SECTION = communitySectionOf("/community-dashboard/members");

/** /community-dashboard/members (issue #20): the opt-in directory, display names only. */
export default async function MembersPage() {
  const viewer = await communityViewer();
  if (viewer.kind !== "member")
    return <CommunityTeaser section={SECTION} signedIn={viewer.kind === "signed-in"} />;
  const userId = viewer.access.session.user.id;
  const [members, mine] = await Promise.all([
    listCommunityDirectory(userId),
    getCommunitySettings(userId),
  ]);
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">{SECTION.title}</h1>
        <p className="mt-3 text-lg text-ink">{SECTION.lead}</p>
        <p className="mt-3 text-ink">
          {mine.directoryOptIn ? `You're listed as "${mine.displayName}". ` : "You're not listed. "}
          <Link
            href="/community-dashboard/settings"
            className="text-brand underline underline-offset-2"
          >
            {mine.directoryOptIn ? "Change this in community settings" : "Join the directory"}
          </Link>
          .
        </p>
      </header>
      <Card>
        <h2 className="font-semibold text-ink">
          {members.length === 1 ? "1 member listed" : `${members.length} members listed`}
        </h2>
        {members.length === 0 ? (
          <p className="mt-2 text-ink-muted">
            Nobody has joined the directory yet. Members appear here once they choose to be listed.
          </p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {members.map((m) => (
              <li
                key={m.key}
                className="rounded-[var(--radius-control)] bg-canvas px-3 py-2 text-ink"
              >
                {m.displayName}
                {m.you ? <span className="text-sm text-ink-muted"> (you)</span> : null}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 text-sm text-ink-muted">
          The directory shows display names only. Please don't share anything about your health or
          anyone else's here or in the community chat unless you want to.
        </p>
      </Card>
    </div>
  );
}
