"use client";

import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import {
  currentSubscription,
  endpointKeyOf,
  supportsPush,
  turnOffPush,
  turnOnPush,
} from "@/lib/push/device-push";

type TState = "checking" | "unsupported" | "blocked" | "off" | "on";

/**
 * "Notifications on this device" (issue #19): the daily reminder as a web push notification too,
 * turned on and off per device. A device counts as on only when this browser's subscription is one
 * of the person's (deviceKeys), so someone else's device reads as off here.
 */
export function PushOptIn({
  publicKey,
  deviceKeys,
  remindersOn,
}: {
  publicKey: string;
  deviceKeys: string[];
  remindersOn: boolean;
}) {
  const [state, setState] = useState<TState>("checking");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      if (!supportsPush()) return "unsupported" as const;
      if (Notification.permission === "denied") return "blocked" as const;
      const subscription = await currentSubscription();
      if (!subscription || Notification.permission !== "granted") return "off" as const;
      return deviceKeys.includes(await endpointKeyOf(subscription.endpoint))
        ? ("on" as const)
        : ("off" as const);
    })()
      .catch(() => "off" as const)
      .then((next) => {
        if (live) setState(next);
      });
    return () => {
      live = false;
    };
  }, [deviceKeys]);

  const change = async (turnOn: boolean) => {
    setBusy(true);
    setResult(null);
    const outcome = turnOn ? await turnOnPush(publicKey) : await turnOffPush();
    setBusy(false);
    if (!outcome.ok) {
      if (turnOn && Notification.permission === "denied") setState("blocked");
      setResult({ tone: "error", text: outcome.message });
      return;
    }
    setState(turnOn ? "on" : "off");
    setResult({
      tone: "success",
      text: turnOn
        ? `Notifications are on for this device${outcome.device ? ` (${outcome.device})` : ""}.`
        : "This device won't get reminder notifications any more.",
    });
  };

  const status: Record<TState, string> = {
    checking: "Checking this device…",
    unsupported:
      "This browser can't show notifications from Wristwise. Your reminder comes by email.",
    blocked:
      "Notifications are blocked for Wristwise in this browser. Allow them in the browser's site settings to get the reminder here too.",
    off: "Get the reminder as a notification on this device as well as by email.",
    on: "This device gets your reminder as a notification.",
  };

  return (
    <section
      aria-labelledby="push-opt-in-title"
      className="mt-6 rounded-[var(--radius-control)] border border-line p-4"
    >
      <h3 id="push-opt-in-title" className="flex items-center gap-2 font-medium text-ink">
        <BellRing aria-hidden className="size-4 text-brand" />
        Notifications on this device
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        {status[state]}
        {state === "on" && !remindersOn
          ? " They're sent only while the reminder above is on and saved."
          : null}
      </p>
      {state === "off" || state === "on" ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={busy}
          onClick={() => void change(state === "off")}
        >
          {busy
            ? state === "off"
              ? "Turning on…"
              : "Turning off…"
            : state === "off"
              ? "Turn on notifications"
              : "Turn off on this device"}
        </Button>
      ) : null}
      {result ? (
        <FormAlert tone={result.tone} className="mt-3">
          {result.text}
        </FormAlert>
      ) : null}
    </section>
  );
}
