"use client";

import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { markEducationReadAction } from "@/actions/education";
import type { TEducationSlug } from "@/content/education/schema";

/**
 * Marks a topic read in the person's library once they reach this point of the page (issue #16),
 * once per visit. Says so, and says when it could not, so nothing is marked behind their back.
 */
export function ReadMarker({
  slug,
  readOn,
}: {
  slug: TEducationSlug;
  /** When they first read it ("23 November 2026"), or null if they haven't. */
  readOn: string | null;
}) {
  const here = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState<"unread" | "marked" | "failed">("unread");

  useEffect(() => {
    const marker = here.current;
    if (readOn || !marker) return;
    let sent = false;
    let frame = 0;
    // Reached means on screen or scrolled past: a jump to the end (the End key, a link to the
    // sources) counts as much as reading down to it.
    const check = () => {
      frame = 0;
      if (sent || marker.getBoundingClientRect().top > window.innerHeight) return;
      sent = true;
      stop();
      markEducationReadAction({ slug }).then(
        (result) => setState(result.ok ? "marked" : "failed"),
        () => setState("failed"),
      );
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(check);
    };
    const stop = () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    check();
    return stop;
  }, [slug, readOn]);

  return (
    <p ref={here} role="status" className="mt-6 flex min-h-6 items-center gap-2 text-sm">
      {readOn || state === "marked" ? (
        <>
          <CircleCheck className="size-4 shrink-0 text-success" aria-hidden />
          <span className="text-ink-muted">
            {readOn ? `You read this on ${readOn}.` : "Marked as read in your library."}
          </span>
        </>
      ) : state === "failed" ? (
        <span className="text-ink-muted">
          We couldn't mark this as read just now; it will be marked next time you reach the end.
        </span>
      ) : null}
    </p>
  );
}
