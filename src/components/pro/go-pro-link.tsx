"use client";

import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { conversionEventId, sendConversion } from "@/lib/analytics/conversion";
import { track } from "@/lib/analytics/track";
import { cn } from "@/lib/cn";

/** The one "Go Pro" link: sends GoProClicked (spec 7) with where it was clicked, then goes to /go-pro. */
export function GoProLink({
  source,
  children,
  className,
}: {
  /** Where the prompt sits, e.g. "load-tracking-demo"; sent with the event. */
  source: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Link
      href="/go-pro"
      prefetch={false}
      onClick={() => {
        // Only where a conversion can be sent (never from a health page) does it get an id.
        const eventId = conversionEventId();
        track("GoProClicked", eventId ? { source, event_id: eventId } : { source });
        if (eventId) sendConversion("upgrade_interest", eventId);
      }}
      className={cn(buttonVariants({ variant: "primary" }), "font-semibold", className)}
    >
      {children}
    </Link>
  );
}
