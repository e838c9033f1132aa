import Link from "next/link";
import type * as React from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Logo } from "./logo";
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
    <header className="border-b border-line bg-surface/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {user ? (
            <>
              {notifications}
              <Link
                href="/account"
                className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
              >
                Account
              </Link>
              <SignOutButton />
            </>
          ) : (
            <>
              <Link href="/login" className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}>
                Sign in
              </Link>
              <Link
                href="/signup"
                className={cn(buttonVariants({ variant: "primary", size: "sm" }))}
              >
                Get started
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
