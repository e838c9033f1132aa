"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { Popover } from "radix-ui";
import { useState } from "react";
import { markNotificationsReadAction } from "@/actions/notifications";
import { MaskIcon } from "@/components/ui/mask-icon";
import { cn } from "@/lib/cn";
import { fullDateTimeOf, relativeTimeOf } from "@/lib/relative-time";
import type { TNotificationItem, TNotifications } from "@/server/notifications/notifications";

const countWords = (n: number) => `${n} new ${n === 1 ? "notification" : "notifications"}`;

/**
 * The bell: unread count, the list with each notification's time, mark as read, and each
 * notification's link. The panel closes when a notification is followed or the page changes.
 * New notifications are announced once, as a count ("4 new notifications"), never one by one:
 * onboarding creates four at the moment the results page opens.
 */
export function NotificationBell({ items, unread }: TNotifications) {
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const [readIds, setReadIds] = useState<Set<string>>(new Set());
  const isRead = (n: TNotificationItem) => n.read || readIds.has(n.id);
  // The list holds the newest 20; beyond them, the server's count stands for the rest.
  const count =
    items.filter((n) => !isRead(n)).length +
    Math.max(0, unread - items.filter((n) => !n.read).length);

  // Derived during render rather than in effects: a new page closes the panel, and a count that
  // grows (new notifications arrived with a refresh) becomes one announcement.
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }
  const [knownCount, setKnownCount] = useState(count);
  const [announcement, setAnnouncement] = useState("");
  if (count !== knownCount) {
    setKnownCount(count);
    if (count > knownCount) setAnnouncement(countWords(count - knownCount));
  }

  function markRead(id: string | null) {
    setReadIds(new Set(id === null ? items.map((n) => n.id) : [...readIds, id]));
    void markNotificationsReadAction(id).then(() => router.refresh());
  }

  return (
    <>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          if (next) setOpenedAt(new Date());
          setOpen(next);
        }}
      >
        <Popover.Trigger
          className="relative inline-flex size-11 items-center justify-center rounded-[var(--radius-control)] text-ink hover:bg-brand-soft"
          aria-label={count > 0 ? `Notifications, ${count} unread` : "Notifications"}
        >
          <MaskIcon name="bell" className="size-5" />
          {count > 0 ? (
            <span
              aria-hidden
              className="absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-semibold text-white"
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
            collisionPadding={8}
            className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-[var(--radius-card)] border border-line bg-surface p-2 shadow-xl"
          >
            <div className="flex items-center justify-between gap-2 pl-2">
              <p className="font-semibold text-ink">Notifications</p>
              {count > 0 ? (
                <button
                  type="button"
                  onClick={() => markRead(null)}
                  className="min-h-11 rounded-[var(--radius-control)] px-2 text-sm font-medium text-brand hover:underline"
                >
                  Mark all as read
                </button>
              ) : null}
            </div>
            <NotificationList
              items={items}
              isRead={isRead}
              openedAt={openedAt}
              onFollow={(n) => {
                if (!isRead(n)) markRead(n.id);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}

/**
 * The open panel's list, each notification with its time. Its own component so that it is drawn
 * only while the panel is open: the closed bell on every signed-in page does not format twenty
 * times it never shows (issue #15).
 */
function NotificationList({
  items,
  isRead,
  openedAt,
  onFollow,
}: {
  items: TNotificationItem[];
  isRead: (n: TNotificationItem) => boolean;
  openedAt: Date;
  onFollow: (n: TNotificationItem) => void;
}) {
  if (items.length === 0)
    return <p className="px-2 py-3 text-sm text-ink-muted">Nothing new. We'll let you know.</p>;
  return (
    <ul className="max-h-[min(24rem,70dvh)] space-y-0.5 overflow-y-auto">
      {items.map((n) => {
        const at = new Date(n.timestamp);
        return (
          <li key={n.id}>
            <Link
              href={n.link ?? "#"}
              onClick={() => onFollow(n)}
              className={cn(
                "block rounded-[var(--radius-control)] px-2 py-2.5 hover:bg-canvas",
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
              <time
                dateTime={n.timestamp}
                title={fullDateTimeOf(at)}
                className="mt-1 block text-xs text-ink-muted"
              >
                {relativeTimeOf(at, openedAt)}
              </time>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
