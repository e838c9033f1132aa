"use client";

import type * as React from "react";
import { DashboardView } from "./dashboard-view";

/**
 * The signed-in dashboard, drawn in the browser from its model: the page's payload carries the
 * model's data once instead of every section as elements, which the server would otherwise
 * serialise and parse again on every view (issue #15, decision 0021). DashboardView itself stays
 * a server component for the public preview and the home page's picture. Its dates are formatted
 * in UTC, so the browser writes the same words as the server.
 */
export function DashboardViewClient(props: React.ComponentProps<typeof DashboardView>) {
  return <DashboardView {...props} />;
}
