import Link from "next/link";
import type * as React from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { HeaderBar, VisitorLinks } from "./header-bar";
import { SignOutButton } from "./sign-out-button";

/**
 * The header. Public pages pass no user and stay static; the authenticated layout passes the
 * signed-in person so they can reach their account and sign out.
 */
export function SiteHeader({
  user,
  notifications,
}: {
  user?: { name: string; email: string };
  notifications?: React.ReactNode;
}) {
  return (
    <HeaderBar>
      {user ? (
        <>
          {notifications}
          <Link href="/account" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            Account
          </Link>
          <SignOutButton />
        </>
      ) : (
        <VisitorLinks />
      )}
    </HeaderBar>
  );
}
