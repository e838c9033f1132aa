"use client";

import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { HeaderBar, VisitorLinks } from "./header-bar";
import { NotFoundMessage } from "./not-found-message";
import { SiteFooter } from "./site-footer";

// Client components, because Next puts each layout's not-found page into every page's payload
// (it is that layout's not-found boundary, drawn in case it is needed): as server elements the
// visitor's header, message and footer were serialised on every signed-in request; as client
// components each is one reference (issue #15, decision 0021).

/** The visitor's "Page not found" page, whole: header, message and footer. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <HeaderBar>
        <VisitorLinks />
      </HeaderBar>
      <main
        id="main"
        className="mx-auto flex w-full max-w-xl flex-1 flex-col items-start justify-center px-4 py-16 sm:px-6"
      >
        <NotFoundMessage>
          <Link href="/" className={buttonVariants()}>
            Go to the home page
          </Link>
          <Link href="/login" className={buttonVariants({ variant: "secondary" })}>
            Sign in
          </Link>
        </NotFoundMessage>
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * A signed-in page that doesn't exist (an unknown topic, course day or guide step): inside the
 * signed-in layout, which already holds the header, the main landmark and the footer.
 */
export function SignedInNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start px-4 py-16 sm:px-6">
      <NotFoundMessage>
        <Link href="/dashboard" className={buttonVariants()}>
          Go to your dashboard
        </Link>
      </NotFoundMessage>
    </div>
  );
}
