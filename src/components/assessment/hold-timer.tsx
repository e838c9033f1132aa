"use client";

import { Play, RotateCcw, Square, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "@/components/hooks/use-media-query";
import { Button } from "@/components/ui/button";
import { MAX_ENDURANCE_SECONDS } from "@/domain/assessment/endurance";
import { cn } from "@/lib/cn";
import {
  COUNTDOWN_SECONDS,
  countdownLeft,
  minutesText,
  ringFraction,
  secondsHeld,
} from "./hold-timer-math";
import { signalHoldStart, signalHoldStop, unlockTimerSound } from "./timer-signals";

type TPhase =
  | { kind: "idle" }
  | { kind: "countdown"; startsAt: number }
  | { kind: "running"; startedAt: number };

const RADIUS = 88;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The endurance hold timer (issue #14): Start, a 3-2-1 to get into position, then a large ring
 * that fills once a minute around the seconds held, until Stop (or the 10-minute ceiling). A beep
 * and a buzz mark the start and the stop. While it counts, Stop is one big target: full width at
 * the bottom of a phone's screen, where a thumb reaches it without looking. It is the same button
 * as Start, so keyboard focus stays on it. With reduced motion the ring moves once a second.
 */
export function HoldTimer({
  label,
  recordedSeconds,
  onStop,
  onActiveChange,
  disabled = false,
}: {
  label: string;
  /** The seconds in the form (timed earlier, typed, or saved), shown while the timer is idle. */
  recordedSeconds: number | null;
  onStop: (seconds: number) => void;
  /** Tells the form when this timer starts and ends, so only one runs at a time. */
  onActiveChange?: (active: boolean) => void;
  /** Another test's timer is running. */
  disabled?: boolean;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<TPhase>({ kind: "idle" });
  const [now, setNow] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const ring = useRef<SVGCircleElement>(null);
  const latest = useRef({ phase, onStop, onActiveChange, label });
  latest.current = { phase, onStop, onActiveChange, label };

  function finish(seconds: number, why: string) {
    setPhase({ kind: "idle" });
    signalHoldStop();
    setAnnouncement(why);
    latest.current.onStop(seconds);
    latest.current.onActiveChange?.(false);
  }

  useEffect(() => {
    if (phase.kind === "idle") return;
    // React re-renders 5 times a second (the number, the countdown, the 10-minute stop; it keeps
    // going in a background tab, more slowly). The ring alone moves every frame, straight on the
    // SVG, unless the person prefers reduced motion: a re-render per frame would starve a slow
    // phone's main thread.
    const tick = () => {
      const t = Date.now();
      setNow(t);
      const current = latest.current.phase;
      if (current.kind === "countdown" && t >= current.startsAt) {
        setPhase({ kind: "running", startedAt: current.startsAt });
        signalHoldStart();
        setAnnouncement(
          `Go. Timer started for ${latest.current.label}. Press Stop when you need to.`,
        );
      } else if (
        current.kind === "running" &&
        secondsHeld(current.startedAt, t) >= MAX_ENDURANCE_SECONDS
      ) {
        setPhase({ kind: "idle" });
        signalHoldStop();
        setAnnouncement(`Timer stopped at ${MAX_ENDURANCE_SECONDS} seconds.`);
        latest.current.onStop(MAX_ENDURANCE_SECONDS);
        latest.current.onActiveChange?.(false);
      }
    };
    tick();
    const interval = window.setInterval(tick, 200);
    let frame = 0;
    if (!reducedMotion) {
      const draw = () => {
        const current = latest.current.phase;
        if (current.kind === "running" && ring.current) {
          const fraction = ringFraction(Date.now() - current.startedAt, true);
          ring.current.setAttribute("stroke-dashoffset", String(CIRCUMFERENCE * (1 - fraction)));
        }
        frame = window.requestAnimationFrame(draw);
      };
      frame = window.requestAnimationFrame(draw);
    }
    return () => {
      window.clearInterval(interval);
      window.cancelAnimationFrame(frame);
    };
  }, [phase.kind, reducedMotion]);

  function start() {
    unlockTimerSound(); // during the tap, so the beep after the countdown may play
    const t = Date.now();
    setNow(t);
    setPhase({ kind: "countdown", startsAt: t + COUNTDOWN_SECONDS * 1000 });
    setAnnouncement(`Get ready: the timer starts in ${COUNTDOWN_SECONDS} seconds.`);
    onActiveChange?.(true);
  }

  function stop() {
    if (phase.kind === "countdown") {
      setPhase({ kind: "idle" });
      setAnnouncement("Cancelled. Nothing was timed.");
      onActiveChange?.(false);
    } else if (phase.kind === "running") {
      const seconds = secondsHeld(phase.startedAt, Date.now());
      finish(seconds, `Stopped at ${seconds} seconds.`);
    }
  }

  const active = phase.kind !== "idle";
  const counting = phase.kind === "countdown" ? countdownLeft(phase.startsAt, now) : null;
  // Moving smoothly, the ring is read at render time, so a re-render never sets it back behind
  // the frame loop's last position.
  const elapsedMs =
    phase.kind === "running"
      ? Math.max(0, (reducedMotion ? now : Date.now()) - phase.startedAt)
      : 0;
  const seconds =
    phase.kind === "running" ? secondsHeld(phase.startedAt, now) : (recordedSeconds ?? 0);
  const fraction =
    phase.kind === "running"
      ? ringFraction(elapsedMs, !reducedMotion)
      : phase.kind === "countdown"
        ? 0
        : ringFraction(seconds * 1000, false);
  const minutes = minutesText(seconds);

  return (
    <div className="flex flex-col items-center gap-4">
      <div className="relative size-56 sm:size-60">
        <svg viewBox="0 0 200 200" className="size-full -rotate-90" aria-hidden>
          <circle
            cx="100"
            cy="100"
            r={RADIUS}
            fill="none"
            strokeWidth="14"
            className="stroke-line"
          />
          <circle
            ref={ring}
            cx="100"
            cy="100"
            r={RADIUS}
            fill="none"
            strokeWidth="14"
            strokeLinecap={fraction > 0 ? "round" : "butt"}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
            className="stroke-brand"
          />
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center text-center">
          {counting !== null ? (
            <>
              <span className="text-7xl font-semibold tabular-nums text-ink" aria-hidden>
                {counting || 1}
              </span>
              <span className="mt-1 text-sm font-medium text-ink-muted">Get ready</span>
            </>
          ) : (
            <>
              <span
                role="timer"
                aria-label={`${label} timer`}
                className="text-7xl leading-none font-semibold tabular-nums text-ink"
              >
                {seconds}
              </span>
              <span className="mt-2 text-sm font-medium text-ink-muted">
                {seconds === 1 ? "second" : "seconds"}
              </span>
              {minutes ? <span className="text-sm text-ink-muted">{minutes}</span> : null}
            </>
          )}
        </div>
      </div>

      {/* While the timer counts, this is Stop: fixed to the bottom of a phone's screen. */}
      <div
        className={cn(
          "w-full sm:w-auto",
          active &&
            "max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-30 max-sm:border-t max-sm:border-line max-sm:bg-canvas max-sm:px-4 max-sm:pt-3 max-sm:pb-[max(0.75rem,env(safe-area-inset-bottom))]",
        )}
      >
        <Button
          type="button"
          onClick={active ? stop : start}
          disabled={disabled && !active}
          className={cn(
            "h-14 w-full text-lg sm:w-64 [&_svg]:size-5",
            active && "h-16 bg-ink hover:bg-ink/85 sm:h-14",
          )}
        >
          {phase.kind === "countdown" ? (
            <>
              <X aria-hidden />
              Cancel
            </>
          ) : phase.kind === "running" ? (
            <>
              <Square aria-hidden className="fill-current" />
              Stop
            </>
          ) : recordedSeconds ? (
            <>
              <RotateCcw aria-hidden />
              Time again
            </>
          ) : (
            <>
              <Play aria-hidden />
              Start timer
            </>
          )}
        </Button>
      </div>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
