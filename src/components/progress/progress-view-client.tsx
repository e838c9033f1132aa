"use client";

import type * as React from "react";
import { ProgressView } from "./progress-view";

/**
 * The statistics drawn in the browser from their model: the page's payload carries the model's
 * data once (the charts already needed it) instead of every section, stat and table row as
 * elements, which the server would otherwise serialise and parse again on every view (issue #15,
 * decision 0021). The words are the same on both sides: days are formatted in UTC, and each
 * QuickDASH's day was worked out on the server in the person's own time zone.
 *
 * progress-view.tsx itself has no directive, so server components still import its strings
 * (PROGRESS_DISCLAIMER, MEANINGFUL_WORDS) as strings, and its summary row and actions as server
 * components.
 */
export function ProgressViewClient(props: React.ComponentProps<typeof ProgressView>) {
  return <ProgressView {...props} />;
}
