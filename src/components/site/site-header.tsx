"use client";

import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import type { TNotificationItem } from "@/server/notifications/notifications";
import { HeaderBar } from "./header-bar";
import { NotificationBell } from "./notification-bell";
import { SignOutButton } from "./sign-out-button";

/**
 * The signed-in header: the bell, the account and signing out. A client component drawn from the
 * notifications alone, so the server sends one reference and the bell's list on each page
 * (issue #15). Public pages use `VisitorHeader`, which leaves the sign-out button's code (push
 * and all) out of their first load.
 */
export function SignedInHeader({
  notifications,
}: {
  notifications: { items: TNotificationItem[]; unread: number };
}) {
  return (
    <HeaderBar>
      <NotificationBell items={notifications.items} unread={notifications.unread} />
      <Link href="/account" className={buttonVariants({ variant: "ghost", size: "sm" })}>
        Account
      </Link>
      <SignOutButton />
    </HeaderBar>
  );
}
