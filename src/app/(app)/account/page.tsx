import type { Metadata } from "next";
import Link from "next/link";
import { DeleteAccountDialog } from "@/components/account/delete-account-dialog";
import { WeightUnitForm } from "@/components/account/weight-unit-form";
import { SignOutButton } from "@/components/site/sign-out-button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { findLinkedProviders, providerLabel } from "@/server/auth/find-linked-providers";
import { getCurrentSession } from "@/server/auth/get-current-session";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const session = await getCurrentSession();
  if (!session) return null;
  const [providers, access] = await Promise.all([
    findLinkedProviders(session.user.id),
    getCurrentAccess(),
  ]);
  const weightUnit = access?.profile?.weightUnit ?? "lbs";

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
        <CardTitle>Units</CardTitle>
        <CardDescription className="mt-1">
          Used wherever weights show: your body weight, exercise loads and logs.
        </CardDescription>
        <WeightUnitForm initial={weightUnit} />
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
