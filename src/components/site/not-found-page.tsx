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

/** Who is reading, once the server has said: until then, "unknown". */
type TReader = "unknown" | "visitor" | "signed-in";

/**
 * Who is reading, asked once the page is shown. The root not-found page is drawn the same for
 * everyone (it is also part of every page's payload, so it reads no session on the server);
 * someone signed in who mistypes an address then gets their own way back. A failed check leaves
 * the visitor's links, which work for anyone.
 */
function useReader(): TReader {
  const [reader, setReader] = useState<TReader>("unknown");
  useEffect(() => {
    const controller = new AbortController();
    readAssessmentStatus(controller.signal)
      .then((status) => setReader(status.signedIn ? "signed-in" : "visitor"))
      .catch(() => {
        if (!controller.signal.aborted) setReader("visitor");
      });
    return () => controller.abort();
  }, []);
  return reader;
}

/**
 * The visitor's links, held back (their space kept, hidden from sight, keyboard and screen
 * readers) while the check is out, so someone signed in is never offered "Sign in" for a moment.
 * Without scripts nothing is asked and they show at once (globals.css, `.until-known`).
 */
function VisitorOnly({ reader, children }: { reader: TReader; children: React.ReactNode }) {
  return (
    <span className={reader === "unknown" ? "contents until-known" : "contents"}>{children}</span>
  );
}

/**
 * "Page not found", whole: header, message and footer. A visitor is offered the home page and
 * signing in; a signed-in person, their dashboard and account.
 */
export function NotFoundPage() {
  const reader = useReader();
  return (
    <div className="flex min-h-dvh flex-col">
      <HeaderBar>
        {reader === "signed-in" ? (
          <Link href="/account" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            Account
          </Link>
        ) : (
          <VisitorOnly reader={reader}>
            <VisitorLinks />
          </VisitorOnly>
        )}
      </HeaderBar>
      <main
        id="main"
        className="mx-auto flex w-full max-w-xl flex-1 flex-col items-start justify-center px-4 py-16 sm:px-6"
      >
        <NotFoundMessage>
          {reader === "signed-in" ? (
            <DashboardLink />
          ) : (
            <VisitorOnly reader={reader}>
              <Link href="/" className={buttonVariants()}>
                Go to the home page
              </Link>
              <Link href="/login" className={buttonVariants({ variant: "secondary" })}>
                Sign in
              </Link>
            </VisitorOnly>
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
