import type { Metadata } from "next";
import { AccountActions } from "@/components/site/account-actions";
import { AppNav } from "@/components/site/app-nav";
import { SignedInShell } from "@/components/site/signed-in-shell";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { TermsDialog } from "@/components/terms/terms-dialog";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { getIdleConfig } from "@/server/auth/get-idle-config";
import { findNotifications } from "@/server/notifications/notifications";

/**
 * A signed-in page is never previewed: a link to one, shared or crawled, is sent to sign in before
 * any preview is read. Without this each page inherited the root's Open Graph and Twitter cards,
 * 17 tags drawn twice (HTML and payload) on every request (issue #15).
 */
export const metadata: Metadata = { openGraph: null, twitter: null };

/**
 * The authenticated layout. Each page applies the route decision itself (requirePageAccess),
 * because Next renders a layout and its page side by side and does not draw a layout again on a
 * client-side navigation: a check here could not hold a page back. Without a session the layout
 * draws none of its own parts and leaves the page in place, whose redirect (to sign in, with its
 * own path as returnTo) then answers the request.
 */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const access = await getCurrentAccess();
  if (!access) return children;
  const { session } = access;
  const notes = await findNotifications(session.user.id);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader account={<AccountActions notifications={notes} />} />
      {access.route.completion === "complete" ? <AppNav /> : null}
      <main id="main" className="flex-1">
        <SignedInShell
          userId={session.user.id}
          idle={getIdleConfig()}
          assessmentCompleted={access.route.completion === "complete"}
          tourDone={Boolean(
            access.profile?.guidedTourCompleted || access.profile?.guidedTourSkipped,
          )}
        >
          {children}
        </SignedInShell>
      </main>
      <SiteFooter />
      {/* Its own client component: its code loads only for someone who has not yet accepted. */}
      {access.profile?.termsAccepted ? null : <TermsDialog />}
    </div>
  );
}
