import { Check } from "lucide-react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { DeleteAccountDialog } from "@/components/account/delete-account-dialog";
import { LinkGoogleButton } from "@/components/account/link-google-button";
import { PlanSummaryCard } from "@/components/account/plan-summary-card";
import { ProfileForm } from "@/components/account/profile-form";
import { ReminderForm } from "@/components/account/reminder-form";
import { ResendVerificationButton } from "@/components/account/resend-verification-button";
import { SafetyHistory } from "@/components/account/safety-history";
import { WeightUnitForm } from "@/components/account/weight-unit-form";
import {
  addonControlsOf,
  BillingManagement,
  hasEnded,
  pastDueOf,
} from "@/components/billing/billing-management";
import { PaymentHistory } from "@/components/billing/payment-history";
import { endedNoticeOf } from "@/components/billing/renewal-words";
import { DiscordLinkCard } from "@/components/community/discord-link-card";
import { InstallButton } from "@/components/site/install-prompt";
import { SignOutButton } from "@/components/site/sign-out-button";
import { ArrivalNotice } from "@/components/ui/arrival-notice";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { FormAlert } from "@/components/ui/form-alert";
import { planSummaryOf } from "@/domain/access/plan-summary";
import { describePasswordPolicy } from "@/domain/auth/password-policy";
import { isEntitledToCommunityRole } from "@/domain/community/discord-role";
import { formatDate } from "@/lib/format-date";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { requirePageAccess } from "@/server/access/require-page-access";
import { mergeGuestAccountsFor } from "@/server/account/merge-guest-accounts";
import { findMedicalScreenings } from "@/server/assessment/find-medical-screenings";
import { findLinkedProviders, providerLabel } from "@/server/auth/find-linked-providers";
import { getConfiguredProviders } from "@/server/auth/get-configured-providers";
import { getCurrentSession } from "@/server/auth/get-current-session";
import { getPasswordPolicy } from "@/server/auth/get-password-policy";
import { findBillingOverview } from "@/server/billing/find-billing-overview";
import { getDiscordLinkState } from "@/server/discord/discord-link";
import { getRequestTimeZone } from "@/server/get-request-time-zone";
import { pushSetupFor } from "@/server/push/web-push";
import { getReminderSettings } from "@/server/reminders/exercise-reminders";

export const metadata: Metadata = { title: "Your account" };

const PRIVACY_EMAIL = "privacy@wristwise.app";

const LINK_ERRORS: Record<string, string> = {
  token_expired: "That confirmation link has expired. Send yourself a new one below.",
  TOKEN_EXPIRED: "That confirmation link has expired. Send yourself a new one below.",
};

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePageAccess("/account", searchParams);
  const params = await searchParams;
  const session = await getCurrentSession();
  if (!session) return null;
  // A proven address collects what was bought with it as a guest (issue #17). The merge after
  // verification normally did this already; here it also covers a merge that failed or is late.
  if (session.user.emailVerified) {
    const merged = await mergeGuestAccountsFor({ userId: session.user.id, attempts: 1 });
    if (merged.length > 0) redirect("/account?merged=1");
  }
  // Own keys only: `?error=__proto__` or `constructor` would otherwise draw an object or a function.
  const linkError =
    typeof params.error === "string"
      ? Object.hasOwn(LINK_ERRORS, params.error)
        ? LINK_ERRORS[params.error]
        : "That confirmation link didn't work: it may have been used already or copied only in part. Send yourself a new one below."
      : null;
  const [providers, access, billing, screenings, reminder, push, discord, timeZone] =
    await Promise.all([
      findLinkedProviders(session.user.id),
      getCurrentAccess(),
      findBillingOverview(session.user.id),
      findMedicalScreenings({ userId: session.user.id, headers: await headers() }),
      getReminderSettings(session.user.id),
      pushSetupFor(session.user.id),
      getDiscordLinkState(session.user.id),
      getRequestTimeZone(),
    ]);
  if (!access) return null;
  const { profile } = access;
  const weightUnit = profile?.weightUnit ?? "lbs";
  const hasPassword = providers.includes("credential");
  const googleConfigured = getConfiguredProviders().includes("google");
  const googleLinked = providers.includes("google");
  const policyText = describePasswordPolicy(getPasswordPolicy())
    .map((r) => r.text)
    .join(" · ");
  // Said only when it is so: a link cannot tell a person their plan has ended.
  const endedNotice =
    typeof params.ended === "string" && hasEnded(profile, billing, params.ended)
      ? endedNoticeOf(params.ended)
      : null;
  const plan = planSummaryOf({
    tier: access.tier,
    subscribed: access.route.subscribed,
    subscription: profile?.subscription ?? null,
    addons: profile?.addons ?? {},
    pastDue: pastDueOf(profile, billing),
    now: new Date(),
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-title font-semibold text-ink">Your account</h1>
        <p className="mt-1 text-ink-muted">
          Your details, how you sign in, your plan and your data, in one place.
        </p>
      </div>

      {params.merged === "1" ? (
        <FormAlert tone="success">
          Your email is confirmed, and what you bought with it before you had an account is now in
          your account. You'll find it under your plan and payments below.
        </FormAlert>
      ) : params.verified === "1" && session.user.emailVerified && !linkError ? (
        <FormAlert tone="success">Thank you: your email is confirmed.</FormAlert>
      ) : null}

      {!session.user.emailVerified ? (
        <Card role="region" aria-labelledby="confirm-email">
          <CardTitle id="confirm-email">Confirm your email</CardTitle>
          {linkError ? <FormAlert className="mt-3">{linkError}</FormAlert> : null}
          <p className="mt-2 text-ink">
            Please confirm that <span className="break-all font-medium">{session.user.email}</span>{" "}
            is yours: we email you a link, and you open it. If you bought a bundle or an offer with
            this email before you had an account, it joins your account as soon as you confirm.
          </p>
          <p className="mt-2 text-sm text-ink-muted">
            Just signed up? We've sent the link already: look in your inbox and spam folder. A link
            works for one hour.
          </p>
          <ResendVerificationButton />
        </Card>
      ) : null}

      <Card>
        <CardTitle>Profile</CardTitle>
        <div className="mt-4">
          <ProfileForm name={session.user.name} />
        </div>
        <dl className="mt-5 divide-y divide-line border-t border-line">
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-ink">Email</dt>
            <dd className="text-ink-muted">
              <span className="break-all text-ink">{session.user.email}</span>
              <span className="mt-1 block text-sm">
                To change it, email{" "}
                <a
                  href={`mailto:${PRIVACY_EMAIL}`}
                  className="text-brand underline underline-offset-2"
                >
                  {PRIVACY_EMAIL}
                </a>{" "}
                from this address and tell us the new one.
              </span>
            </dd>
          </div>
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-ink">Member since</dt>
            <dd className="text-ink-muted">{formatDate(session.user.createdAt, timeZone)}</dd>
          </div>
        </dl>
      </Card>

      <Card>
        <CardTitle>Sign-in and security</CardTitle>
        <h3 className="mt-4 font-medium text-ink">How you sign in</h3>
        <ul className="mt-2 space-y-2" aria-label="Linked sign-in methods">
          {providers.map((p) => (
            <li
              key={p}
              className="flex items-center gap-2 rounded-[var(--radius-control)] bg-brand-soft px-3 py-2 text-ink"
            >
              <Check className="size-4 shrink-0 text-brand" aria-hidden />
              {providerLabel(p)}
            </li>
          ))}
        </ul>
        {googleConfigured && !googleLinked ? (
          <div className="mt-4 flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <LinkGoogleButton />
            <p className="text-sm text-ink-muted">Sign in with your Google account as well.</p>
          </div>
        ) : null}

        <div className="mt-6 border-t border-line pt-5">
          {hasPassword ? (
            <>
              <h3 className="font-medium text-ink">Change your password</h3>
              <p className="mt-1 mb-4 text-sm text-ink-muted">
                Any other device signed in to your account will be signed out. Forgotten your
                current password?{" "}
                <Link href="/reset-password" className="text-brand underline underline-offset-2">
                  Reset it by email
                </Link>
                .
              </p>
              <ChangePasswordForm policyText={policyText} />
            </>
          ) : (
            <>
              <h3 className="font-medium text-ink">Add a password</h3>
              <p className="mt-1 text-sm text-ink-muted">
                You sign in with {providers.map(providerLabel).join(" or ")}. To sign in with your
                email and a password as well,{" "}
                <Link href="/reset-password" className="text-brand underline underline-offset-2">
                  ask for a set-password link
                </Link>{" "}
                for {session.user.email}; it works for one hour.
              </p>
            </>
          )}
        </div>
      </Card>

      {discord.configured || discord.linked ? (
        <DiscordLinkCard
          state={discord}
          userId={session.user.id}
          entitled={isEntitledToCommunityRole({
            tier: access.tier,
            addon: profile?.addons.discordRole,
            now: new Date(),
          })}
          page="/account"
          outcome={typeof params.discord === "string" ? params.discord : undefined}
        />
      ) : null}

      <PlanSummaryCard
        summary={plan}
        timeZone={timeZone}
        addonControls={addonControlsOf(profile, billing, access.tier, new Date(), timeZone)}
      >
        {endedNotice ? (
          <ArrivalNotice>
            <FormAlert tone="success">{endedNotice}</FormAlert>
          </ArrivalNotice>
        ) : null}
        <BillingManagement profile={profile} billing={billing} timeZone={timeZone} />
        <ul className="mt-4 space-y-1 text-sm">
          <li>
            <Link href="/talk-to-expert" className="text-brand underline underline-offset-2">
              Book a video call with a hand therapist
            </Link>
          </li>
          <li>
            <Link href="/promotion" className="text-brand underline underline-offset-2">
              Offers for your plan: bundles of courses and ebooks
            </Link>
          </li>
        </ul>
      </PlanSummaryCard>

      <Card>
        <CardTitle>Payments</CardTitle>
        <CardDescription className="mt-1">
          Every payment, with its receipt one click away by email.
        </CardDescription>
        <div className="mt-4">
          <PaymentHistory payments={billing.payments} timeZone={timeZone} />
        </div>
      </Card>

      <Card>
        <CardTitle>Preferences</CardTitle>
        <CardDescription className="mt-1">
          Units are used wherever weights show: your body weight, exercise loads and logs.
        </CardDescription>
        <WeightUnitForm initial={weightUnit} />
      </Card>

      <Card id="install">
        <CardTitle>Install Wristwise</CardTitle>
        <CardDescription className="mt-1">
          Open Wristwise from your home screen or dock in its own window, like any other app.
        </CardDescription>
        <InstallButton />
      </Card>

      <Card id="reminders">
        <CardTitle>Exercise reminder</CardTitle>
        <CardDescription className="mt-1">
          A short email at a time that suits you, on the days you choose
          {push ? ", and a notification on the devices you turn on" : ""}. Off until you turn it on.
        </CardDescription>
        <ReminderForm initial={reminder} email={session.user.email} push={push} />
      </Card>

      <Card>
        <CardTitle>Safety checks</CardTitle>
        <CardDescription className="mt-1">
          Every time you answer the safety questions is kept here, so a changed answer never erases
          an earlier one.
        </CardDescription>
        <SafetyHistory entries={screenings} timeZone={timeZone} />
      </Card>

      <Card>
        <CardTitle>Your data</CardTitle>
        <p className="mt-2 text-ink-muted">
          The{" "}
          <Link href="/privacy" className="text-brand underline underline-offset-2">
            privacy notice
          </Link>{" "}
          explains what we store, why, and for how long.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <a
            href="/api/account/export"
            download
            className="inline-flex h-11 items-center rounded-[var(--radius-control)] border border-line-strong bg-surface px-5 font-medium text-ink hover:bg-brand-soft"
          >
            Download all my data (JSON)
          </a>
          <DeleteAccountDialog />
        </div>
      </Card>

      <Card className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <CardTitle>Sign out</CardTitle>
          <CardDescription className="mt-1">End this session on this device.</CardDescription>
        </div>
        <SignOutButton />
      </Card>
    </div>
  );
}
