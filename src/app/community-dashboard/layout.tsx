import { CommunityNav } from "@/components/community/community-nav";
import { AccountActions } from "@/components/site/account-actions";
import { AppNav } from "@/components/site/app-nav";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { TimeZoneCookie } from "@/components/site/time-zone-cookie";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { findNotifications } from "@/server/notifications/notifications";

/**
 * The community dashboard (issue #20): public in the routing list, so a visitor gets the public
 * header and every section's teaser; a signed-in person gets their own header and sections.
 * Whether they see the real content is each page's (and its server functions') decision.
 */
export default async function CommunityLayout({ children }: { children: React.ReactNode }) {
  const access = await getCurrentAccess();
  const notes = access ? await findNotifications(access.session.user.id) : null;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader account={notes ? <AccountActions notifications={notes} /> : undefined} />
      {access?.route.completion === "complete" ? <AppNav /> : null}
      <CommunityNav />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {access ? <TimeZoneCookie /> : null}
    </div>
  );
}
