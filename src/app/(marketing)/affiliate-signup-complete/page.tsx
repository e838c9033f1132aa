import { CircleCheck, MailCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { getCurrentAccess } from "@/server/access/get-current-access";

export const metadata: Metadata = { title: "Your account is ready", robots: { index: false } };

/**
 * /affiliate-signup-complete (public, issue #17): where a buyer who came through a partner lands
 * after creating their account. It says what is left (confirming the email, so the purchase can
 * join) and what to do first; a visitor is asked to sign in or create the account.
 */
export default async function AffiliateSignupCompletePage() {
  const access = await getCurrentAccess();
  if (!access)
    return (
      <Shell>
        <h1 className="text-title font-semibold text-ink">Finish setting up your account</h1>
        <p className="mt-3 text-ink">
          If you've just paid through one of our partners, create your free account with the email
          you paid with, or sign in if you already have one. Your purchase is waiting for that email
          and joins your account once you confirm the address.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link
            href="/signup?returnTo=%2Faffiliate-signup-complete"
            className={buttonVariants({ variant: "primary" })}
          >
            Create my account
          </Link>
          <Link
            href="/login?returnTo=%2Faffiliate-signup-complete"
            className={buttonVariants({ variant: "secondary" })}
          >
            Sign in
          </Link>
        </div>
      </Shell>
    );
  const verified = access.session.user.emailVerified;
  const assessed = access.route.completion === "complete";
  return (
    <Shell>
      <div className="flex items-center gap-3">
        <CircleCheck className="size-8 shrink-0 text-success" aria-hidden />
        <h1 className="text-title font-semibold text-ink">Your account is ready</h1>
      </div>
      <p className="mt-4 text-ink">
        Welcome to Wristwise. Thank you for joining through one of our partners.
      </p>
      <ol className="mt-6 space-y-4">
        <li className="rounded-[var(--radius-card)] border border-line bg-surface p-5">
          <h2 className="flex items-center gap-2 font-semibold text-ink">
            <MailCheck className="size-5 shrink-0 text-brand" aria-hidden />
            {verified ? "Your email is confirmed" : "Confirm your email"}
          </h2>
          <p className="mt-2 text-ink-muted">
            {verified
              ? "Anything you bought with this email is in your account; your account page lists it with its receipt."
              : `We've emailed a link to ${access.session.user.email}. Open it to confirm the address is yours, and what you bought with it joins your account.`}
          </p>
          <Link
            href="/account"
            className="mt-3 inline-block text-brand underline underline-offset-2"
          >
            {verified ? "See my account" : "Send the link again from my account page"}
          </Link>
        </li>
        <li className="rounded-[var(--radius-card)] border border-line bg-surface p-5">
          <h2 className="font-semibold text-ink">
            {assessed ? "Your program is ready" : "Take the self-assessment"}
          </h2>
          <p className="mt-2 text-ink-muted">
            {assessed
              ? "Your exercise program is built from your answers. Today's exercises take about 10 minutes."
              : "Eight short steps about where it hurts and what makes it worse. Your exercise program is built from your answers, and it takes about 10 minutes."}
          </p>
          <Link
            href={assessed ? "/exercise-program" : "/user-details"}
            className={`${buttonVariants({ variant: "primary" })} mt-4`}
          >
            {assessed ? "Open my program" : "Start the assessment"}
          </Link>
        </li>
      </ol>
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">{children}</div>;
}
