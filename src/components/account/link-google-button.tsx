"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import {
  isLinkGoogleMessage,
  linkGoogleMessage,
  type TLinkGoogleOutcome,
} from "@/domain/auth/link-google";
import { LINK_GOOGLE_START_PATH } from "@/lib/routes";

const POPUP_FEATURES = "popup,width=520,height=680";

type TStartResult =
  | { ok: true; url: string }
  | { ok: false; reason: "signed-out" }
  | { ok: false; reason: "error"; code: string };

/**
 * Asks the server for Google's address. A route handler, not a server action: a page request
 * without a session is redirected to sign-in by its route decision, and the spec wants a message
 * instead.
 */
async function startLink(): Promise<TStartResult> {
  try {
    const response = await fetch(LINK_GOOGLE_START_PATH, { method: "POST" });
    if (response.status === 401) return { ok: false, reason: "signed-out" };
    const body = (await response.json()) as TStartResult;
    return typeof body === "object" && body !== null && "ok" in body
      ? body
      : { ok: false, reason: "error", code: "server_error" };
  } catch {
    return { ok: false, reason: "error", code: "network" };
  }
}

function announce(outcome: TLinkGoogleOutcome) {
  const { tone, message } = linkGoogleMessage(outcome);
  if (tone === "success") toast.success(message);
  else toast.error(message);
}

/**
 * Links a Google account in a popup, as the spec's product did. The window opens synchronously on
 * the click (browsers block popups opened later), then goes to Google once the server has started
 * the link; the popup's last page posts the outcome back here and closes.
 */
export function LinkGoogleButton() {
  const router = useRouter();
  const popup = useRef<Window | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // Only our own popup, on our own origin, may report an outcome.
      if (event.origin !== window.location.origin) return;
      if (popup.current === null || event.source !== popup.current) return;
      if (!isLinkGoogleMessage(event.data)) return;
      popup.current = null;
      setPending(false);
      announce(event.data.error ? { kind: "error", code: event.data.error } : { kind: "success" });
      if (!event.data.error) router.refresh();
    }
    window.addEventListener("message", onMessage);
    // A popup closed without finishing re-enables the button. The popup stays remembered: it
    // closes itself right after posting, and its message may arrive after this check sees it shut.
    const timer = window.setInterval(() => {
      if (popup.current?.closed) setPending(false);
    }, 500);
    return () => {
      window.removeEventListener("message", onMessage);
      window.clearInterval(timer);
    };
  }, [router]);

  async function onClick() {
    const opened = window.open("", "wristwise-link-google", POPUP_FEATURES);
    if (!opened) {
      announce({ kind: "popup-blocked" });
      return;
    }
    popup.current = opened;
    setPending(true);
    const result = await startLink();
    if (result.ok) {
      opened.location.href = result.url;
      return;
    }
    opened.close();
    popup.current = null;
    setPending(false);
    announce(
      result.reason === "signed-out"
        ? { kind: "signed-out" }
        : { kind: "error", code: result.code },
    );
  }

  return (
    <Button type="button" variant="secondary" onClick={onClick} disabled={pending}>
      {pending ? "Waiting for Google…" : "Link Google"}
    </Button>
  );
}
