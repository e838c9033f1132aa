import type { Metadata } from "next";
import { CommunityTeaser } from "@/components/community/community-teaser";
import { HelpForm } from "@/components/community/help-form";
import { Card, CardTitle } from "@/components/ui/card";
import { COMMUNITY_HELP } from "@/content/community/help";
import { communitySectionOf } from "@/content/community/sections";
import { communityViewer } from "@/server/community/community-page";

export const metadata: Metadata = { title: "Help · Community" };

const SECTION = communitySectionOf("/community-dashboard/help");

function Answers() {
  return (
    <section aria-labelledby="answers-heading" className="space-y-3">
      <h2 id="answers-heading" className="text-xl font-semibold text-ink">
        Common questions
      </h2>
      {COMMUNITY_HELP.map(({ question, answer }) => (
        <details
          key={question}
          className="group rounded-[var(--radius-card)] border border-line bg-surface p-4"
        >
          <summary className="min-h-11 cursor-pointer font-medium text-ink">{question}</summary>
          <p className="mt-2 text-ink">{answer}</p>
        </details>
      ))}
    </section>
  );
}

/**
 * /community-dashboard/help (issue #20): the answers are for everyone, members and people
 * deciding whether to join; the contact form is the members'.
 */
export default async function CommunityHelpPage() {
  const viewer = await communityViewer();
  if (viewer.kind !== "member")
    return (
      <>
        <CommunityTeaser section={SECTION} signedIn={viewer.kind === "signed-in"} />
        <div className="mx-auto max-w-3xl px-4 pb-10 sm:px-6">
          <Answers />
        </div>
      </>
    );
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">{SECTION.title}</h1>
        <p className="mt-3 text-lg text-ink">{SECTION.lead}</p>
      </header>
      <Answers />
      <Card>
        <CardTitle>Contact the team</CardTitle>
        <div className="mt-4">
          <HelpForm email={viewer.access.session.user.email} />
        </div>
      </Card>
    </div>
  );
}
