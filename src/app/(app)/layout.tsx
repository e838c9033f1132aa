import { redirect } from "next/navigation";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { getCurrentSession } from "@/server/auth/get-current-session";

/**
 * The authenticated layout. proxy.ts already sent visitors to /login with their returnTo; this
 * check is defence in depth, so a page here never renders without a session.
 */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const session = await getCurrentSession();
  if (!session) redirect("/login");
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={{ name: session.user.name, email: session.user.email }} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
