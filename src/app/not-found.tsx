import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundMessage } from "@/components/site/not-found-message";
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
        <NotFoundMessage>
          <Link href="/" className={cn(buttonVariants())}>
            Go to the home page
          </Link>
          <Link href="/login" className={cn(buttonVariants({ variant: "secondary" }))}>
            Sign in
          </Link>
        </NotFoundMessage>
      </main>
      <SiteFooter />
    </div>
  );
}
