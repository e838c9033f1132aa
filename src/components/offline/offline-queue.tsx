"use client";

import { CloudOff, RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  addEntry,
  clearSettled,
  flushEntries,
  forgetOthersSettled,
  listEntries,
  onQueueChange,
  type TQueuedEntry,
} from "@/lib/offline/log-queue";
import type { TOfflineEntryKind } from "@/lib/schemas/offline-entry";

/** While entries wait, the queue is tried again this often (the `online` event can be missed). */
const RETRY_MS = 30_000;

type TQueueContext = {
  /** Keeps a log on this device to be sent when the connection returns. */
  queue: (entry: {
    clientId: string;
    kind: TOfflineEntryKind;
    data: object;
    label: string;
  }) => Promise<void>;
};

const QueueContext = createContext<TQueueContext | null>(null);

/** The queue of the signed-in person's offline logs, for the log forms (issue #19). */
export function useOfflineQueue(): TQueueContext {
  const context = useContext(QueueContext);
  if (!context) throw new Error("useOfflineQueue is used inside OfflineQueueProvider");
  return context;
}

/**
 * Whether a failed save should wait in the queue: the browser says it is offline, or the action
 * never got an answer (it threw: no connection, or the server could not be reached).
 */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });
const dayTimeFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const whenOf = (iso: string) => {
  const at = new Date(iso);
  return (at.toDateString() === new Date().toDateString() ? timeFormat : dayTimeFormat).format(at);
};

/**
 * Holds the person's offline queue: sends it on arrival (the next visit, or signing in again),
 * when the connection returns, when the tab comes back into view and every 30 s while something
 * waits; and shows what waits and when each entry was sent.
 */
export function OfflineQueueProvider({
  userId,
  children,
}: {
  userId: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [entries, setEntries] = useState<TQueuedEntry[]>([]);
  const [online, setOnline] = useState(true);
  const [signedOut, setSignedOut] = useState(false);
  const sending = useRef(false);

  const refresh = useCallback(async () => {
    try {
      setEntries(await listEntries(userId));
    } catch {
      // No IndexedDB (a private window in some browsers): nothing can have been queued.
    }
  }, [userId]);

  const flush = useCallback(async () => {
    if (sending.current || isOffline()) return;
    sending.current = true;
    try {
      const result = await flushEntries(userId);
      setSignedOut(result.signedOut);
      // The pages show the logs just sent.
      if (result.sent > 0) router.refresh();
    } catch {
      // IndexedDB unavailable: nothing was queued.
    } finally {
      sending.current = false;
      await refresh();
    }
  }, [userId, refresh, router]);

  useEffect(() => {
    setOnline(!isOffline());
    void forgetOthersSettled(userId).catch(() => {});
    void flush();
    const onOnline = () => {
      setOnline(true);
      void flush();
    };
    const onOffline = () => setOnline(false);
    const onVisible = () => {
      if (document.visibilityState === "visible") void flush();
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    document.addEventListener("visibilitychange", onVisible);
    const stop = onQueueChange(() => void refresh());
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      document.removeEventListener("visibilitychange", onVisible);
      stop();
    };
  }, [flush, refresh, userId]);

  const waiting = entries.filter((e) => e.state === "waiting").length;
  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, flush]);

  const queue = useCallback<TQueueContext["queue"]>(
    async (entry) => {
      await addEntry({
        ...entry,
        data: { ...entry.data },
        userId,
        createdAt: new Date().toISOString(),
        state: "waiting",
      });
      await refresh();
      // Online but unanswered (the connection dropped mid-save): try again straight away.
      void flush();
    },
    [userId, refresh, flush],
  );

  return (
    <QueueContext.Provider value={{ queue }}>
      <QueueStatus
        entries={entries}
        online={online}
        signedOut={signedOut}
        onSend={() => void flush()}
        onClear={() => void clearSettled(userId).then(refresh)}
      />
      {children}
    </QueueContext.Provider>
  );
}

function QueueStatus({
  entries,
  online,
  signedOut,
  onSend,
  onClear,
}: {
  entries: TQueuedEntry[];
  online: boolean;
  signedOut: boolean;
  onSend: () => void;
  onClear: () => void;
}) {
  const waiting = entries.filter((e) => e.state === "waiting");
  const settled = entries.length - waiting.length;
  const heading =
    waiting.length > 0
      ? `${waiting.length} ${waiting.length === 1 ? "entry is" : "entries are"} waiting to be sent`
      : "Your offline entries have been sent";
  const explain =
    waiting.length === 0
      ? null
      : !online
        ? "You're offline. They're kept safely on this device and will be sent as soon as you're back online."
        : signedOut
          ? "Your session has ended. They'll be sent once you sign in again."
          : "We couldn't reach Wristwise. They're kept safely on this device and will be sent as soon as it answers.";
  // The live region is always there, so what appears in it is announced.
  return (
    <div aria-live="polite">
      {entries.length === 0 ? null : (
        <section
          aria-labelledby="offline-queue-heading"
          className="mx-auto max-w-5xl px-4 pt-6 sm:px-6"
        >
          <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex items-start gap-3">
                <CloudOff aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-muted" />
                <div>
                  <h2 id="offline-queue-heading" className="font-semibold text-ink">
                    {heading}
                  </h2>
                  {explain ? <p className="mt-1 text-sm text-ink-muted">{explain}</p> : null}
                </div>
              </div>
              <div className="flex gap-2">
                {waiting.length > 0 && online && !signedOut ? (
                  <Button type="button" size="sm" variant="secondary" onClick={onSend}>
                    <RefreshCw aria-hidden />
                    Send now
                  </Button>
                ) : null}
                {settled > 0 ? (
                  <Button type="button" size="sm" variant="ghost" onClick={onClear}>
                    Clear sent
                  </Button>
                ) : null}
              </div>
            </div>
            <ul className="mt-3 divide-y divide-line text-sm">
              {entries.map((e) => (
                <li
                  key={e.clientId}
                  className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2"
                >
                  <span className="text-ink">{e.label}</span>
                  <span className={e.state === "refused" ? "text-danger" : "text-ink-muted"}>
                    Logged {whenOf(e.createdAt)} ·{" "}
                    {e.state === "waiting"
                      ? "waiting"
                      : e.state === "sent" && e.sentAt
                        ? `sent ${whenOf(e.sentAt)}`
                        : `not saved: ${e.error ?? "it couldn't be saved"}`}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
