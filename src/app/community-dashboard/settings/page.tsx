import type { Metadata } from "next";
import Link from "next/link";
import { CommunitySettingsForm } from "@/components/community/community-settings-form";
import { CommunityTeaser } from "@/components/community/community-teaser";
import { DiscordLinkCard } from "@/components/community/discord-link-card";
import { Card, CardTitle } from "@/components/ui/card";
import { communitySectionOf } from "@/content/community/sections";
import { isEntitledToCommunityRole } from "@/domain/community/discord-role";
import { getCommunitySettings } from "@/server/community/community";
import { communityViewer } from "@/server/community/community-page";
import { getDiscordLinkState } from "@/server/discord/discord-link";

export const metadata: Metadata = { title: "Community settings · Community" };

const SECTION = communitySectionOf("/community-dashboard/settings");

/**
 * /community-dashboard/settings (issue #20): how other members see you, community emails and the
 * Discord link.
 */
export default async function CommunitySettingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await communityViewer();
  if (viewer.kind !== "member")
    return <CommunityTeaser section={SECTION} signedIn={viewer.kind === "signed-in"} />;
  const { session, profile, tier } = viewer.access;
  const [settings, discord, params] = await Promise.all([
    getCommunitySettings(session.user.id),
    getDiscordLinkState(session.user.id),
    searchParams,
  ]);
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">{SECTION.title}</h1>
        <p className="mt-3 text-lg text-ink">{SECTION.lead}</p>
      </header>
      <Card>
        <CommunitySettingsForm initial={settings} email={session.user.email} />
      </Card>
      <DiscordLinkCard
        state={discord}
        userId={session.user.id}
        entitled={isEntitledToCommunityRole({
          tier,
          addon: profile?.addons.discordRole,
          now: new Date(),
        })}
        page="/community-dashboard/settings"
        outcome={typeof params.discord === "string" ? params.discord : undefined}
      />
      <Card>
        <CardTitle>Your account</CardTitle>
        <p className="mt-2 text-ink">
          Your sign-in, email, password, plan, exercise reminders and your data are in{" "}
          <Link href="/account" className="text-brand underline underline-offset-2">
            your account
          </Link>
          . Nothing you log in Wristwise is ever shown to other members.
        </p>
      </Card>
    </div>
  );
}
