import type { Metadata } from "next";
import Link from "next/link";
import { SignOutButton } from "@/components/site/sign-out-button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";
import { findLinkedProviders, providerLabel } from "@/server/auth/find-linked-providers";
import { getCurrentSession } from "@/server/auth/get-current-session";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const session = await getCurrentSession();
  if (!session) return null;
  const providers = await findLinkedProviders(session.user.id);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-title font-semibold text-ink">Your account</h1>
        <p className="mt-1 text-ink-muted">
          Hello {session.user.name}. Here is what we hold to sign you in.
        </p>
      </div>

      <Card>
        <CardTitle>Profile</CardTitle>
        <dl className="mt-4 divide-y divide-line">
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-ink">Name</dt>
            <dd className="text-ink-muted">{session.user.name}</dd>
          </div>
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-ink">Email</dt>
            <dd className="break-all text-ink-muted">{session.user.email}</dd>
          </div>
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-ink">Member since</dt>
            <dd className="text-ink-muted">{formatDate(session.user.createdAt)}</dd>
          </div>
        </dl>
      </Card>

      <Card>
        <CardTitle>How you sign in</CardTitle>
        <CardDescription className="mt-1">
          The sign-in methods linked to this account.
        </CardDescription>
        <ul className="mt-4 space-y-2">
          {providers.map((p) => (
            <li
              key={p}
              className="rounded-[var(--radius-control)] bg-brand-soft px-3 py-2 text-ink"
            >
              {providerLabel(p)}
            </li>
          ))}
        </ul>
        {providers.includes("credential") ? (
          <p className="mt-4 text-sm text-ink-muted">
            Forgotten your password?{" "}
            <Link href="/reset-password" className="text-brand underline underline-offset-2">
              Reset it by email
            </Link>
            .
          </p>
        ) : null}
      </Card>

      <Card>
        <CardTitle>Your data</CardTitle>
        <p className="mt-2 text-ink-muted">
          The{" "}
          <Link href="/privacy" className="text-brand underline underline-offset-2">
            privacy notice
          </Link>{" "}
          explains what we store, why, and for how long. To ask for a copy of your data or to delete
          your account, write to privacy@wristwise.app and we will answer within 30 days.
        </p>
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
