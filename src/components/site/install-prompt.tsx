"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

// The browser's install prompt (spec 4: "a browser install prompt is captured and re-emitted as a
// custom event"; issue #19). The root layout catches `beforeinstallprompt` once, keeps it, and
// re-emits it as `ww:install-available`; an Install button anywhere shows the prompt on click.

/** The custom event re-emitted when the browser offers to install the app. */
export const INSTALL_AVAILABLE_EVENT = "ww:install-available";
/** Sent after the person answered the prompt, with { outcome: "accepted" | "dismissed" }. */
export const INSTALL_ANSWERED_EVENT = "ww:install-answered";

type TInstallPrompt = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

declare global {
  interface Window {
    __wwInstallPrompt?: TInstallPrompt | null;
  }
}

/** In the root layout: catches the browser's prompt and re-emits it. Renders nothing. */
export function InstallPromptCapture() {
  useEffect(() => {
    const capture = (event: Event) => {
      event.preventDefault();
      window.__wwInstallPrompt = event as TInstallPrompt;
      window.dispatchEvent(new CustomEvent(INSTALL_AVAILABLE_EVENT));
    };
    const installed = () => {
      window.__wwInstallPrompt = null;
    };
    window.addEventListener("beforeinstallprompt", capture);
    window.addEventListener("appinstalled", installed);
    return () => {
      window.removeEventListener("beforeinstallprompt", capture);
      window.removeEventListener("appinstalled", installed);
    };
  }, []);
  return null;
}

/** "Install Wristwise": shown only while the browser offers installation. */
export function InstallButton() {
  const [available, setAvailable] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  useEffect(() => {
    setAvailable(Boolean(window.__wwInstallPrompt));
    const show = () => setAvailable(true);
    window.addEventListener(INSTALL_AVAILABLE_EVENT, show);
    return () => window.removeEventListener(INSTALL_AVAILABLE_EVENT, show);
  }, []);
  if (answer) return <p className="mt-3 text-sm text-ink-muted">{answer}</p>;
  if (!available)
    return (
      <p className="mt-3 text-sm text-ink-muted">
        Your browser isn't offering installation right now. On a phone, use your browser's menu and
        choose "Add to Home Screen" or "Install app".
      </p>
    );
  return (
    <Button
      type="button"
      variant="secondary"
      className="mt-3"
      onClick={async () => {
        const prompt = window.__wwInstallPrompt;
        if (!prompt) return;
        window.__wwInstallPrompt = null;
        await prompt.prompt();
        const { outcome } = await prompt.userChoice;
        window.dispatchEvent(new CustomEvent(INSTALL_ANSWERED_EVENT, { detail: { outcome } }));
        setAvailable(false);
        setAnswer(
          outcome === "accepted"
            ? "Wristwise is installed. You'll find it with your other apps."
            : "Not installed. You can install it from here whenever you like.",
        );
      }}
    >
      Install Wristwise
    </Button>
  );
}
