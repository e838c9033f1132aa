import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { findLinkedProviders, providerLabel } from "@/server/auth/find-linked-providers";
import { getCurrentSession } from "@/server/auth/get-current-session";

export const metadata: Metadata = { title: "Sign-in status", robots: { index: false } };

/** Shows the current session state for support and debugging; never tokens or secrets. */
export default async function DebugAuthPage() {
  const session = await getCurrentSession();
  const providers = session ? await findLinkedProviders(session.user.id) : [];
  const rows: [string, string][] = session
    ? [
        ["Status", "Signed in"],
        ["User id", session.user.id],
        ["Email", session.user.email],
        ["Linked sign-in methods", providers.map(providerLabel).join(", ") || "None"],
        ["Session started", session.session.createdAt.toISOString()],
        ["Session ends at the latest", session.session.expiresAt.toISOString()],
      ]
    : [["Status", "Not signed in"]];

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-title font-semibold text-ink">Sign-in status</h1>
      <p className="mt-2 text-ink-muted">
        This page helps our support team understand sign-in problems. It shows no passwords, tokens
        or health data.
      </p>
      <Card className="mt-6">
        <dl className="divide-y divide-line">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr]">
              <dt className="font-medium text-ink">{label}</dt>
              <dd
                className="break-all text-ink-muted"
                data-testid={`debug-${label.toLowerCase().replaceAll(" ", "-")}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      {session ? null : (
        <p className="mt-6">
          <Link
            href="/login?returnTo=%2Fdebug-auth"
            className="text-brand underline underline-offset-2"
          >
            Sign in
          </Link>{" "}
          to see your session details.
        </p>
      )}
    </div>
  );
}
