import type { Metadata } from "next";
import { OfflineQueueProvider } from "@/components/offline/offline-queue";
import { SessionTimeout } from "@/components/session/session-timeout";
import { AppNav } from "@/components/site/app-nav";
import { NotificationBell } from "@/components/site/notification-bell";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { TimeZoneCookie } from "@/components/site/time-zone-cookie";
import { TermsDialog } from "@/components/terms/terms-dialog";
import { GuidedTour } from "@/components/tour/guided-tour";
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
      <SiteHeader
        user={{ name: session.user.name, email: session.user.email }}
        notifications={<NotificationBell items={notes.items} unread={notes.unread} />}
      />
      {access.route.completion === "complete" ? <AppNav /> : null}
      <main id="main" className="flex-1">
        <OfflineQueueProvider userId={session.user.id}>{children}</OfflineQueueProvider>
      </main>
      <SiteFooter />
      {access.profile?.termsAccepted ? null : <TermsDialog />}
      <SessionTimeout config={getIdleConfig()} />
      <TimeZoneCookie />
      <GuidedTour
        userId={session.user.id}
        assessmentCompleted={access.route.completion === "complete"}
        tourDone={Boolean(access.profile?.guidedTourCompleted || access.profile?.guidedTourSkipped)}
      />
    </div>
  );
}
