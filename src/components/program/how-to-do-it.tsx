"use client";

import { Suspense, use, useEffect, useState } from "react";
import { Fold } from "@/components/ui/fold";
import { MaskIcon } from "@/components/ui/mask-icon";

type THowToBySlug = typeof import("./exercise-how-to")["HOW_TO_BY_SLUG"];
let howTo: { attempt: number; steps: Promise<THowToBySlug | null> } | undefined;
/**
 * The steps' chunk, fetched once per page load, whoever asks first; null when it cannot be fetched
 * (offline before the service worker held it). A later attempt fetches again.
 */
function loadHowTo(attempt = 0): Promise<THowToBySlug | null> {
  if (!howTo || howTo.attempt < attempt)
    howTo = {
      attempt,
      steps: import("./exercise-how-to").then(
        (m) => m.HOW_TO_BY_SLUG,
        () => null,
      ),
    };
  return howTo.steps;
}

function Steps({ slug }: { slug: string }) {
  const [attempt, setAttempt] = useState(0);
  const bySlug = use(loadHowTo(attempt));
  if (!bySlug)
    return (
      <p className="mt-2 text-ink" role="status">
        The steps could not be loaded: check your connection, then{" "}
        <button
          type="button"
          className="font-medium text-brand underline"
          onClick={() => setAttempt(attempt + 1)}
        >
          try again
        </button>
        .
      </p>
    );
  const entry = bySlug.get(slug);
  if (!entry) return null;
  return (
    <>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-ink">
        {entry.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      {entry.stopIf ? <p className="mt-2 text-ink-muted">Stop if: {entry.stopIf}</p> : null}
    </>
  );
}

/**
 * An exercise card's steps and its first sign to stop, folded until asked for. Neither is in the
 * page: the fold fetches them (one chunk of every exercise's) once the browser is idle, so they
 * are there when it opens, offline too once the service worker holds the chunk (issue #15).
 */
export function HowToDoIt({ slug }: { slug: string }) {
  useEffect(() => {
    const warm = () => void loadHowTo();
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(warm, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(warm, 1000);
    return () => window.clearTimeout(id);
  }, []);
  return (
    <Fold
      className="mt-3 text-sm"
      summaryClassName="inline-flex min-h-11 cursor-pointer items-center gap-1 font-medium text-brand"
      tourTarget="info-tooltips"
      summary={
        <>
          <MaskIcon name="info" className="size-4" />
          How to do it
        </>
      }
    >
      <Suspense fallback={<p className="mt-2 text-ink-muted">Loading the steps…</p>}>
        <Steps slug={slug} />
      </Suspense>
    </Fold>
  );
}
