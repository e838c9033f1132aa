import { CloudOff } from "lucide-react";
import type { Metadata } from "next";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = {
  title: "You're offline",
  robots: { index: false },
};

/**
 * /offline (issue #19): what the service worker shows when a page can't be reached. Kept in the
 * browser ahead of time with its styles, and works without its scripts, which may not be there.
 * "Try again" is a link to the page itself (an empty href), so it needs no script either.
 */
export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Card>
        <CloudOff aria-hidden className="size-8 text-ink-muted" />
        <h1 className="mt-3 text-title font-semibold text-ink">You're offline</h1>
        <p className="mt-3 text-ink">
          This page needs a connection, and there isn't one just now. Nothing you've saved is lost.
        </p>
        <p className="mt-3 text-ink">
          Sets and day logs you saved while offline wait safely on this device. They're sent on
          their own as soon as you're back online, and each one arrives once.
        </p>
        <p className="mt-3 text-ink">
          If your wrist or hand feels worse while you wait, ease off and rest it; your program will
          be here when you're back.
        </p>
        {/* biome-ignore lint/a11y/useValidAnchor: an empty href is this page's own address, with its query: a reload that works without scripts */}
        <a href="" className={buttonVariants({ className: "mt-6" })}>
          Try again
        </a>
      </Card>
    </div>
  );
}
