import { Check } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import type * as React from "react";
import { PlanSummaryCard } from "@/components/account/plan-summary-card";
import { SafetyHistory } from "@/components/account/safety-history";
import { PaymentHistory } from "@/components/billing/payment-history";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { withOpenGraph } from "@/content/og-pages";
import { sampleAccountOf } from "@/content/sample/sample-account";
import { DEFAULT_TIME_ZONE } from "@/lib/day";
import { formatDate } from "@/lib/format-date";

export const metadata: Metadata = withOpenGraph("preview-account", {
  title: "Sample account page",
  description:
    "What the Wristwise account page looks like: your details, how you sign in, your plan and payments, your preferences, your safety checks and your data, in one place.",
});

const UNIT_NAMES = { lbs: "Pounds (lbs)", kg: "Kilograms (kg)" } as const;

function Details({ rows }: { rows: [term: string, value: React.ReactNode][] }) {
  return (
    <dl className="mt-4 divide-y divide-line border-t border-line">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium text-ink">{term}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the account page has a form or a button, the preview says what it does instead. */
function InYourAccount({ children }: { children: React.ReactNode }) {
  return <p className="mt-3 text-sm text-ink-muted">In your account you can {children}</p>;
}

/**
 * /preview/account (public): the account page as Sam, the sample member, sees it. Read-only: the
 * forms and buttons of the real page post to server actions and the API, so here each is a line
 * saying what it does, and the links lead to other public pages.
 */
export default function AccountPreviewPage() {
  const account = sampleAccountOf();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <p className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-sm text-ink">
        Preview with example details: your own account page holds your details, plan, payments and
        data controls.{" "}
        <Link href="/signup" className="font-semibold text-brand underline">
          Start your free assessment
        </Link>
      </p>

      <div>
        <h1 className="text-title font-semibold text-ink">Your account</h1>
        <p className="mt-1 text-ink-muted">
          Your details, how you sign in, your plan and your data, in one place.
        </p>
      </div>

      <Card>
        <CardTitle>Profile</CardTitle>
        <Details
          rows={[
            ["Your name", account.name],
            ["Email", account.email],
            ["Member since", formatDate(account.memberSince, DEFAULT_TIME_ZONE)],
          ]}
        />
        <InYourAccount>change your name, and ask us by email to change your address.</InYourAccount>
      </Card>

      <Card>
        <CardTitle>Sign-in and security</CardTitle>
        <h3 className="mt-4 font-medium text-ink">How you sign in</h3>
        <ul className="mt-2 space-y-2" aria-label="Linked sign-in methods">
          {account.signInMethods.map((method) => (
            <li
              key={method}
              className="flex items-center gap-2 rounded-[var(--radius-control)] bg-brand-soft px-3 py-2 text-ink"
            >
              <Check className="size-4 shrink-0 text-brand" aria-hidden />
              {method}
            </li>
          ))}
        </ul>
        <div className="mt-6 border-t border-line pt-5">
          <h3 className="font-medium text-ink">Your password</h3>
          <InYourAccount>
            change your password, or reset it by email if you've forgotten it. Any other device
            signed in to your account is then signed out.
          </InYourAccount>
        </div>
      </Card>

      <PlanSummaryCard
        summary={account.plan}
        switchPlanHref="/preview/switch-plan"
        timeZone={DEFAULT_TIME_ZONE}
      >
        <p className="text-sm text-ink-muted">
          In your account you can cancel a renewing plan, or resume it before it ends.
        </p>
      </PlanSummaryCard>

      <Card>
        <CardTitle>Payments</CardTitle>
        <CardDescription className="mt-1">
          Every payment, with its receipt one click away by email.
        </CardDescription>
        <div className="mt-4">
          <PaymentHistory payments={account.payments} timeZone={DEFAULT_TIME_ZONE} readOnly />
        </div>
      </Card>

      <Card>
        <CardTitle>Preferences</CardTitle>
        <CardDescription className="mt-1">
          Units are used wherever weights show: your body weight, exercise loads and logs.
        </CardDescription>
        <Details rows={[["Show weights in", UNIT_NAMES[account.weightUnit]]]} />
        <InYourAccount>change this.</InYourAccount>
      </Card>

      <Card>
        <CardTitle>Safety checks</CardTitle>
        <CardDescription className="mt-1">
          Every time you answer the safety questions is kept here, so a changed answer never erases
          an earlier one.
        </CardDescription>
        <SafetyHistory entries={account.screenings} timeZone={DEFAULT_TIME_ZONE} readOnly />
        <InYourAccount>re-run the safety check at any time.</InYourAccount>
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
        <InYourAccount>
          download all your data as a file (JSON), or delete your account and everything in it.
        </InYourAccount>
      </Card>
    </div>
  );
}
