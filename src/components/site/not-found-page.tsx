"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { readAssessmentStatus } from "@/lib/assessment-status";
import { HeaderBar, VisitorLinks } from "./header-bar";
import { NotFoundMessage } from "./not-found-message";
import { SiteFooter } from "./site-footer";

// Client components, because Next puts each layout's not-found page into every page's payload
// (it is that layout's not-found boundary, drawn in case it is needed): as server elements the
// visitor's header, message and footer were serialised on every signed-in request; as client
// components each is one reference (issue #15, decision 0021).

/**
 * Whether the reader is signed in, asked once the page is shown. The root not-found page is drawn
 * the same for everyone (it is also part of every page's payload, so it reads no session on the
 * server); someone signed in who mistypes an address then gets their own way back.
 */
function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    readAssessmentStatus(controller.signal)
      .then((status) => setSignedIn(status.signedIn))
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return signedIn;
}

/**
 * "Page not found", whole: header, message and footer. A visitor is offered the home page and
 * signing in; a signed-in person, their dashboard and account.
 */
export function NotFoundPage() {
  const signedIn = useSignedIn();
  return (
    <div className="flex min-h-dvh flex-col">
      <HeaderBar>
        {signedIn ? (
          <Link href="/account" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            Account
          </Link>
        ) : (
          <VisitorLinks />
        )}
      </HeaderBar>
      <main
        id="main"
        className="mx-auto flex w-full max-w-xl flex-1 flex-col items-start justify-center px-4 py-16 sm:px-6"
      >
        <NotFoundMessage>
          {signedIn ? (
            <DashboardLink />
          ) : (
            <>
              <Link href="/" className={buttonVariants()}>
                Go to the home page
              </Link>
              <Link href="/login" className={buttonVariants({ variant: "secondary" })}>
                Sign in
              </Link>
            </>
          )}
        </NotFoundMessage>
      </main>
      <SiteFooter />
    </div>
  );
}

function DashboardLink() {
  return (
    <Link href="/dashboard" className={buttonVariants()}>
      Go to your dashboard
    </Link>
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
        <DashboardLink />
      </NotFoundMessage>
    </div>
  );
}
