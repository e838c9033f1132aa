"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { signOutAction } from "@/actions/auth";
import { clientIdlePhase, shouldRecordActivity, type TIdleConfig } from "@/domain/session/idle";
import { SESSION_EXPIRED_TOAST_MS, SESSION_WARNING_TOAST_MS } from "@/lib/constants";

/** One timer for every tab: the last activity is shared through localStorage. */
const LAST_ACTIVITY_KEY = "ww_last_activity";
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;
const WARNING_ID = "session-expiring";
export const SESSION_EXPIRED_MESSAGE = "Session expired due to inactivity. Please log in again.";

function SessionWarning({ onStay, onLogout }: { onStay: () => void; onLogout: () => void }) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="session-warning-title"
      aria-describedby="session-warning-text"
      className="w-[min(24rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-4 shadow-lg"
    >
      <p id="session-warning-title" className="font-semibold text-ink">
        Session Expiring Soon
      </p>
      <p id="session-warning-text" className="mt-1 text-sm text-ink-muted">
        Your session will expire in 2 minutes due to inactivity.
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={onStay}
          className="h-9 rounded-[var(--radius-control)] bg-brand px-3 text-sm font-medium text-white hover:bg-brand-strong"
        >
          Stay Logged In
        </button>
        <button
          type="button"
          onClick={onLogout}
          className="h-9 rounded-[var(--radius-control)] border border-line-strong px-3 text-sm font-medium text-ink hover:bg-brand-soft"
        >
          Logout Now
        </button>
      </div>
    </div>
  );
}

/**
 * Spec 4, Session: 15 minutes of inactivity ends the session; a warning 2 minutes before, with
 * Stay Logged In and Logout Now; on expiry the logout is recorded as session_timeout, a 5-second
 * toast shows at top-center, and the person is signed out.
 */
export function SessionTimeout({ config }: { config: TIdleConfig }) {
  const router = useRouter();

  useEffect(() => {
    let lastRecorded = 0;
    let warningShown = false;
    let expired = false;

    const lastActivity = () => Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || Date.now();
    const record = (force: boolean) => {
      const now = Date.now();
      if (!force && !shouldRecordActivity(now - lastRecorded, config.recordIntervalMs)) return;
      lastRecorded = now;
      localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
      fetch("/api/session/activity", { method: "POST" }).catch(() => undefined);
    };
    const onActivity = () => {
      if (!expired) record(false);
    };

    const stay = () => {
      record(true);
      toast.dismiss(WARNING_ID);
      warningShown = false;
    };
    const logoutNow = () => {
      toast.dismiss(WARNING_ID);
      void signOutAction();
    };

    record(true);
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, onActivity, { passive: true });
    const timer = window.setInterval(async () => {
      if (expired) return;
      const phase = clientIdlePhase(Date.now() - lastActivity(), config);
      if (phase === "active" && warningShown) {
        toast.dismiss(WARNING_ID);
        warningShown = false;
      } else if (phase === "warning" && !warningShown) {
        warningShown = true;
        toast.custom(<SessionWarning onStay={stay} onLogout={logoutNow} />, {
          id: WARNING_ID,
          duration: SESSION_WARNING_TOAST_MS,
        });
      } else if (phase === "expired") {
        expired = true;
        toast.dismiss(WARNING_ID);
        await fetch("/api/session/timeout", { method: "POST" }).catch(() => undefined);
        toast.error(SESSION_EXPIRED_MESSAGE, {
          duration: SESSION_EXPIRED_TOAST_MS,
          position: "top-center",
        });
        router.replace("/login");
      }
    }, 1000);

    return () => {
      window.clearInterval(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, [config, router]);

  return null;
}
