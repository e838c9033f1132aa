import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { loginPathFor } from "@/domain/auth/return-to";
import { PATH_HEADER } from "@/lib/routes";
import { getCurrentSession } from "@/server/auth/get-current-session";

/**
 * The authenticated layout. proxy.ts sends visitors without a session cookie to /login; here the
 * session itself is verified, and an expired or forged one goes to /login with the same returnTo.
 */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const session = await getCurrentSession();
  if (!session) redirect(loginPathFor((await headers()).get(PATH_HEADER) ?? "/"));
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
