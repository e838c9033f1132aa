import type { Metadata } from "next";
import Link from "next/link";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main
        id="main"
        className="mx-auto flex w-full max-w-xl flex-1 flex-col items-start justify-center px-4 py-16 sm:px-6"
      >
        <p className="text-sm font-semibold text-brand">Page not found</p>
        <h1 className="mt-2 text-title font-semibold text-ink">We couldn&apos;t find that page</h1>
        <p className="mt-3 text-ink-muted">
          The link may be old or mistyped. Nothing you saved has been affected.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/" className={cn(buttonVariants())}>
            Go to the home page
          </Link>
          <Link href="/login" className={cn(buttonVariants({ variant: "secondary" }))}>
            Sign in
          </Link>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
