"use client";

import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import type { TNotifications } from "@/server/notifications/notifications";
import { NotificationBell } from "./notification-bell";
import { SignOutButton } from "./sign-out-button";

/**
 * A signed-in person's end of the header: their notifications, their account and signing out.
 * One client component for the three (issue #15: each one a server component draws is a
 * reference every request resolves).
 */
export function AccountActions({ notifications }: { notifications: TNotifications }) {
  return (
    <>
      <NotificationBell {...notifications} />
      <Link href="/account" className={buttonVariants({ variant: "ghost", size: "sm" })}>
        Account
      </Link>
      <SignOutButton />
    </>
  );
}
