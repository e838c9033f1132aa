import type * as React from "react";
import { HeaderBar, VisitorLinks } from "./header-bar";

/**
 * The header. Public pages pass nothing and stay static; a signed-in layout passes the person's
 * end of it (AccountActions: notifications, account, signing out). Passed in rather than imported
 * here, so a public page's first load never takes the signed-in header's code.
 */
export function SiteHeader({ account }: { account?: React.ReactNode }) {
  return <HeaderBar>{account ?? <VisitorLinks />}</HeaderBar>;
}
