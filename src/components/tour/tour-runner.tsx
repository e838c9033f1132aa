"use client";

import { type Driver, driver } from "driver.js";
import "driver.js/dist/driver.css";
import "./tour.css";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { recordTourOutcomeAction } from "@/actions/tour";
import {
  initialTourState,
  type TTourEffect,
  type TTourEvent,
  tourReducer,
} from "@/domain/tour/tour-machine";
import { localTourRecordOf } from "@/domain/tour/tour-record";
import { parseContinueFromStep } from "@/domain/tour/tour-start";
import {
  stepLabelOf,
  TARGET_RETRY_MS,
  TARGET_TRIES,
  targetSearchDelayOf,
  tourStepAt,
} from "@/domain/tour/tour-steps";
import { TOUR_SESSION_KEY, tourStorageKeyOf, WALL_SELECTOR } from "./guided-tour";

export type TTourRunnerProps = { userId: string; pathname: string; onEnd: () => void };

/**
 * Keeps the outcome in browser storage and on the profile. Browser storage first: if the save
 * fails (offline), the next visit syncs it up (guided-tour.tsx).
 */
function persist(userId: string, effect: Extract<TTourEffect, { type: "persist" }>) {
  const record = localTourRecordOf(effect, new Date());
  try {
    window.localStorage.setItem(tourStorageKeyOf(userId), JSON.stringify(record));
  } catch {
    // Storage refused (a private window): the profile still gets it.
  }
  void recordTourOutcomeAction({ record, sync: false }).catch(() => {});
}

/** A phone: the tour is marked skipped, reason mobile_device, and never shown (spec 4). */
export function markSkippedOnMobile(userId: string) {
  const { effect } = tourReducer(initialTourState, { type: "MOBILE_DEVICE" });
  if (effect?.type === "persist") persist(userId, effect);
}

function button(label: string, kind: "primary" | "secondary" | "quiet", onClick: () => void) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  b.className = `ww-tour-button ww-tour-${kind}`;
  b.addEventListener("click", onClick);
  return b;
}

/**
 * The tour itself: the step machine (domain/tour/tour-machine.ts) driven by the pages, and
 * driver.js drawing one step at a time with our own buttons. Loaded only when the tour starts.
 */
export function TourRunner({ userId, pathname, onEnd }: TTourRunnerProps) {
  const router = useRouter();
  const [state, dispatch] = useReducer(tourReducer, initialTourState);
  const tour = useRef<Driver | null>(null);
  const ended = useRef(false);

  const stop = useCallback(() => {
    tour.current?.destroy();
    tour.current = null;
  }, []);

  useEffect(() => {
    dispatch({ type: "START" });
    return stop;
  }, [stop]);

  // Each page the tour arrives on, with ?continueFromStep={n} when it carries one.
  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get("continueFromStep");
    dispatch({ type: "ARRIVED", path: pathname, continueFromStep: parseContinueFromStep(raw) });
  }, [pathname]);

  // Waits while a paywall or another dialog shows (spec 4).
  useEffect(() => {
    let showing: boolean | null = null;
    const check = () => {
      const now = document.querySelector(WALL_SELECTOR) !== null;
      if (now === showing) return;
      showing = now;
      dispatch({ type: now ? "PAYWALL_SHOWN" : "PAYWALL_HIDDEN" });
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    return () => observer.disconnect();
  }, []);

  // What the machine asks for: a page, a timer, or the outcome kept.
  useEffect(() => {
    const effect = state.effect;
    if (!effect) return;
    if (effect.type === "navigate") router.push(effect.href);
    else if (effect.type === "schedule") {
      const timer = window.setTimeout(() => dispatch({ type: effect.event }), effect.afterMs);
      return () => window.clearTimeout(timer);
    } else if (effect.type === "persist" && !ended.current) {
      ended.current = true;
      stop();
      persist(userId, effect);
      if (effect.href) router.push(effect.href);
      onEnd();
    }
  }, [state.effect, router, userId, onEnd, stop]);

  // The step on screen: found (spec 9: after 1 s on the dashboard, 100 ms elsewhere, then up to
  // 20 tries 500 ms apart), then drawn; a step whose target never appears is passed.
  useEffect(() => {
    const step = tourStepAt(state.stepIndex);
    if (state.status !== "running" || !step || step.page !== pathname) {
      stop();
      return;
    }
    let cancelled = false;
    let timer: number | undefined;
    const send = (event: TTourEvent) => {
      if (!cancelled) dispatch(event);
    };

    const draw = (element?: Element) => {
      const previous = tourStepAt(state.stepIndex - 1);
      tour.current ??= driver({
        animate: false,
        allowClose: true,
        overlayClickBehavior: () => {},
        overlayOpacity: 0.55,
        stagePadding: 8,
        stageRadius: 12,
        popoverClass: "ww-tour",
        // Escape: the tour is put away for this session, not marked done.
        onDestroyStarted: () => {
          try {
            window.sessionStorage.setItem(TOUR_SESSION_KEY, "dismissed");
          } catch {}
          stop();
          onEnd();
        },
      });
      tour.current.highlight({
        element,
        popover: {
          title: step.title,
          description: step.body,
          side: step.side,
          align: "start",
          showButtons: [],
          onPopoverRender: (popover) => {
            popover.wrapper.setAttribute("aria-modal", "true");
            // driver.js titles with a <header>, which would read as a second page banner: an h2
            // takes its place, with its id (the dialog's name).
            const heading = document.createElement("h2");
            heading.id = popover.title.id;
            heading.className = popover.title.className;
            heading.textContent = step.title;
            popover.title.replaceWith(heading);
            const label = stepLabelOf(state.stepIndex);
            if (label) {
              const count = document.createElement("p");
              count.className = "ww-tour-count";
              count.textContent = label;
              popover.wrapper.insertBefore(count, heading);
            }
            if (step.proTeaser) {
              const pro = document.createElement("span");
              pro.className = "ww-tour-pro";
              pro.textContent = "Pro";
              heading.append(" ", pro);
            }
            const actions = document.createElement("div");
            actions.className = "ww-tour-actions";
            const primary = step.nextLabel
              ? button(step.nextLabel, "primary", () =>
                  send({ type: step.nextLabel === "Complete" ? "COMPLETE" : "NEXT" }),
                )
              : null;
            if (previous && previous.page === step.page && state.stepIndex > 1)
              actions.append(button("Previous", "secondary", () => send({ type: "PREVIOUS" })));
            if (step.nextLabel === "Next")
              actions.append(button("Skip", "secondary", () => send({ type: "SKIP" })));
            if (primary) actions.append(primary);
            actions.append(button("Skip Tour", "quiet", () => send({ type: "SKIP_TOUR" })));
            popover.wrapper.append(actions);
            // The step's own action gets the focus: Next, or the button the step points at.
            window.requestAnimationFrame(() => {
              if (primary) primary.focus();
              else if (element instanceof HTMLElement) element.focus();
            });
          },
        },
      });
      // driver.js marks the highlighted element as opening a dialog; on a card, a section or its
      // own placeholder those attributes are not allowed (axe), and the popover is labelled anyway.
      for (const marked of [element, document.getElementById("driver-dummy-element")])
        for (const attribute of ["aria-haspopup", "aria-expanded", "aria-controls"])
          marked?.removeAttribute(attribute);
    };

    if (step.kind === "modal") draw();
    else {
      let tries = 0;
      const look = () => {
        if (cancelled) return;
        const element = document.querySelector(`[data-tour="${step.target}"]`);
        if (element && element.getClientRects().length > 0) return draw(element);
        tries++;
        if (tries >= TARGET_TRIES) return send({ type: "TARGET_NOT_FOUND" });
        timer = window.setTimeout(look, TARGET_RETRY_MS);
      };
      timer = window.setTimeout(look, targetSearchDelayOf(step.page));
    }
    // The about-plan step moves on only by its button: the click goes through the machine.
    const onClick = (event: MouseEvent) => {
      if (!step.requiresClick) return;
      const target = (event.target as Element | null)?.closest(`[data-tour="${step.target}"]`);
      if (!target) return;
      event.preventDefault();
      send({ type: "CLICK_CONTINUE_TO_ABOUT_PLAN" });
    };
    document.addEventListener("click", onClick, true);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      document.removeEventListener("click", onClick, true);
    };
  }, [state.status, state.stepIndex, pathname, onEnd, stop]);

  return null;
}
