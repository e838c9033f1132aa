"use client";

import { useEffect, useRef, useState } from "react";

/**
 * A `<details>` whose content is drawn when it is first opened, not with the page: for folds most
 * visits never open (a chart's numbers, an exercise's steps, the pain-area editor), whose content
 * made a signed-in page slower to serve for nobody's benefit (issue #15, decision 0021). The
 * summary's click draws it in the same event, so it is there as the fold opens, by mouse and
 * keyboard alike. Once drawn it stays, so closing and opening again keeps what was typed in it.
 */
export function Fold({
  summary,
  className,
  summaryClassName,
  tourTarget,
  children,
}: {
  summary: React.ReactNode;
  className?: string;
  summaryClassName?: string;
  /** The guided tour's anchor on the summary (data-tour). */
  tourTarget?: string;
  children: React.ReactNode;
}) {
  const fold = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before the page's script had run: draw it now. onToggle covers a fold opened some
  // other way than its summary (a script, an assistive tool).
  useEffect(() => {
    if (fold.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={fold}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
      className={className}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the fold's own button, by mouse and keyboard alike. */}
      <summary onClick={() => setOpened(true)} data-tour={tourTarget} className={summaryClassName}>
        {summary}
      </summary>
      {opened ? children : null}
    </details>
  );
}
