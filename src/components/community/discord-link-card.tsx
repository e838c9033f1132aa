import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardTitle } from "@/components/ui/card";
import { FormAlert } from "@/components/ui/form-alert";
import {
  DISCORD_OUTCOME_MESSAGES,
  DISCORD_OUTCOMES,
  type TDiscordReturnPage,
} from "@/domain/community/discord-route";
import type { TDiscordLinkState } from "@/server/discord/discord-link";

/**
 * The Discord link (issue #20), on the community settings and the account page: link, see the
 * linked account and the community role, unlink. Linking is a plain navigation to
 * /api/auth/discord and unlinking a plain form post, so both work without JavaScript.
 */
export function DiscordLinkCard({
  state,
  userId,
  entitled,
  page,
  outcome,
}: {
  state: TDiscordLinkState;
  userId: string;
  /** Whether the person's plan includes the community role. */
  entitled: boolean;
  page: TDiscordReturnPage;
  /** ?discord= of the page, after a link or an unlink. */
  outcome: string | undefined;
}) {
  const message = DISCORD_OUTCOMES.find((o) => o === outcome);
  const alert = message ? DISCORD_OUTCOME_MESSAGES[message] : null;
  const linkHref = `/api/auth/discord?action=link:${encodeURIComponent(userId)}&returnTo=${encodeURIComponent(page)}`;
  return (
    <Card id="discord" role="region" aria-labelledby="discord-title">
      <CardTitle id="discord-title">Discord</CardTitle>
      {alert ? (
        <FormAlert tone={alert.tone} className="mt-3">
          {alert.text}
        </FormAlert>
      ) : null}
      {!state.configured ? (
        <p className="mt-2 text-ink">
          This Wristwise server isn't connected to Discord, so there is no account to link here.
          Everything else in the community works without it.
        </p>
      ) : state.linked ? (
        <>
          <p className="mt-2 text-ink">
            Linked to the Discord account{" "}
            <strong className="font-semibold">{state.username ?? "you chose"}</strong>.
          </p>
          <p className="mt-2 text-ink-muted">{roleSentence(state, entitled)}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            {state.roleConfigured && entitled && !state.roleGranted ? (
              <a href={linkHref} className={buttonVariants({ variant: "primary" })}>
                Link Discord again
              </a>
            ) : null}
            <form method="post" action="/api/auth/discord">
              <input type="hidden" name="action" value="unlink" />
              <input type="hidden" name="returnTo" value={page} />
              <button type="submit" className={buttonVariants({ variant: "secondary" })}>
                Unlink Discord
              </button>
            </form>
          </div>
          <p className="mt-3 text-sm text-ink-muted">
            Unlinking removes the community role and tells Discord to forget Wristwise's access. You
            stay in the Discord server until you leave it yourself.
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-ink">
            {entitled
              ? "Link your Discord account and we'll add you to the Wristwise server with the community role: the members' channels, clinic chat and Q&A threads."
              : "Link your Discord account to be known there by the same person. The community role in the Wristwise server comes with the Lifetime Community plan or the Community chat role add-on."}
          </p>
          <p className="mt-2 text-sm text-ink-muted">
            Discord asks you to allow Wristwise to see your username and email and to add you to our
            server. We never post for you, read your messages or share your health data.
          </p>
          <a href={linkHref} className={`${buttonVariants({ variant: "primary" })} mt-4`}>
            Link Discord
          </a>
        </>
      )}
    </Card>
  );
}

function roleSentence(state: TDiscordLinkState, entitled: boolean): string {
  if (!state.roleConfigured)
    return "This Wristwise server has no Discord bot set up, so no role is given.";
  if (entitled && state.roleGranted)
    return "You have the community role in the Wristwise Discord server.";
  if (entitled)
    return "Your plan includes the community role, but you aren't in the Wristwise Discord server just now. Link Discord again to be added with the role.";
  return "Your plan doesn't include the community role: it comes with the Lifetime Community plan or the Community chat role add-on.";
}
