import Link from "next/link";
import type * as React from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Logo } from "./logo";

/** The header's bar: the logo, and the main navigation's links beside it. */
export function HeaderBar({ children }: { children: React.ReactNode }) {
  return (
    <header className="border-b border-line bg-surface/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {children}
        </nav>
      </div>
    </header>
  );
}

/**
 * A visitor's way in. Kept apart from the signed-in links so the not-found page, drawn in the
 * browser, does not take the sign-out button's code (push and all) into every page's first load.
 */
export function VisitorLinks() {
  return (
    <>
      <Link href="/login" className={buttonVariants({ variant: "ghost", size: "sm" })}>
        Sign in
      </Link>
      <Link href="/signup" className={buttonVariants({ variant: "primary", size: "sm" })}>
        Get started
      </Link>
    </>
  );
}
