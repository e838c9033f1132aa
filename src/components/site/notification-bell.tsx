"use client";

import { Bell } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Popover } from "radix-ui";
import { useState } from "react";
import { markNotificationsReadAction } from "@/actions/notifications";
import { cn } from "@/lib/cn";
import type { TNotificationItem } from "@/server/notifications/notifications";

/** The bell: unread count, the list, mark as read, and each notification's link. */
export function NotificationBell({
  items,
  unread,
}: {
  items: TNotificationItem[];
  unread: number;
}) {
  const router = useRouter();
  const [readIds, setReadIds] = useState<Set<string>>(new Set());
  const isRead = (n: TNotificationItem) => n.read || readIds.has(n.id);
  // The list holds the newest 20; beyond them, the server's count stands for the rest.
  const count =
    items.filter((n) => !isRead(n)).length +
    Math.max(0, unread - items.filter((n) => !n.read).length);

  function markRead(id: string | null) {
    setReadIds(new Set(id === null ? items.map((n) => n.id) : [...readIds, id]));
    void markNotificationsReadAction(id).then(() => router.refresh());
  }

  return (
    <Popover.Root>
      <Popover.Trigger
        className="relative inline-flex size-9 items-center justify-center rounded-[var(--radius-control)] text-ink hover:bg-brand-soft"
        aria-label={count > 0 ? `Notifications, ${count} unread` : "Notifications"}
      >
        <Bell className="size-5" aria-hidden />
        {count > 0 ? (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-semibold text-white"
          >
            {count}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Notifications"
          align="end"
          sideOffset={8}
          className="z-50 w-[min(22rem,calc(100vw-2rem))] rounded-[var(--radius-card)] border border-line bg-surface p-2 shadow-xl"
        >
          <div className="flex items-center justify-between px-2 py-1">
            <p className="font-semibold text-ink">Notifications</p>
            {count > 0 ? (
              <button
                type="button"
                onClick={() => markRead(null)}
                className="text-sm font-medium text-brand hover:underline"
              >
                Mark all as read
              </button>
            ) : null}
          </div>
          {items.length === 0 ? (
            <p className="px-2 py-3 text-sm text-ink-muted">Nothing new. We'll let you know.</p>
          ) : (
            <ul className="max-h-96 overflow-y-auto">
              {items.map((n) => (
                <li key={n.id}>
                  <Link
                    href={n.link ?? "#"}
                    onClick={() => {
                      if (!isRead(n)) markRead(n.id);
                    }}
                    className={cn(
                      "block rounded-[var(--radius-control)] px-2 py-2 hover:bg-canvas",
                      !isRead(n) && "bg-brand-soft/60",
                    )}
                  >
                    <span className="flex items-center gap-2 font-medium text-ink">
                      {isRead(n) ? null : (
                        <span className="size-2 shrink-0 rounded-full bg-brand" aria-hidden />
                      )}
                      {n.title}
                      {isRead(n) ? null : <span className="sr-only">(unread)</span>}
                    </span>
                    <span className="mt-0.5 block text-sm text-ink-muted">{n.message}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
