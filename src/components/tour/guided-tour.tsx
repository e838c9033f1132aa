"use client";

import { usePathname } from "next/navigation";
import { type ComponentType, useCallback, useEffect, useState } from "react";
import { recordTourOutcomeAction } from "@/actions/tour";
import { isMobileTourDevice, shouldStartTour, TOUR_STORAGE_KEY } from "@/domain/tour/tour-start";
import type { TTourRunnerProps } from "./tour-runner";

/** Per person: another person signed in on this browser has their own tour. */
export const tourStorageKeyOf = (userId: string) => `${TOUR_STORAGE_KEY}:${userId}`;
/** This tab's session: "shown" once the tour has started, "dismissed" after Escape. */
export const TOUR_SESSION_KEY = "wristwise.guidedTour.session";

/** Anything the tour must not cover: a paywall, the terms, any open dialog but its own. */
export const WALL_SELECTOR =
  '[data-paywall], [role="dialog"][data-state="open"]:not(#driver-popover-content), [role="alertdialog"][data-state="open"]';

const storageOf = (kind: "local" | "session"): Storage | null => {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * The guided tour's starter (spec 2 and 4; issue #19), in the signed-in layout so the tour lives on
 * across its three pages. Light on purpose: it decides whether the tour starts (the assessment
 * done, no outcome on the profile or in browser storage, not yet shown this session, or
 * ?startTour=true; it waits while a paywall or dialog shows) and only then loads the tour itself
 * (driver.js and the steps). On a phone it marks the tour skipped (mobile_device) instead. An
 * outcome kept in browser storage that the profile lacks is synced up.
 */
export function GuidedTour({
  userId,
  assessmentCompleted,
  tourDone,
}: {
  userId: string;
  assessmentCompleted: boolean;
  tourDone: boolean;
}) {
  const pathname = usePathname();
  const [Runner, setRunner] = useState<ComponentType<TTourRunnerProps> | null>(null);
  const end = useCallback(() => setRunner(null), []);

  // Browser storage catching the profile up (spec: "A completion flag in browser storage is
  // synced up to the profile"). The server checks the record.
  useEffect(() => {
    if (tourDone) return;
    const raw = storageOf("local")?.getItem(tourStorageKeyOf(userId));
    if (!raw) return;
    try {
      void recordTourOutcomeAction({ record: JSON.parse(raw), sync: true }).catch(() => {});
    } catch {
      // Not JSON: nothing to sync.
    }
  }, [tourDone, userId]);

  useEffect(() => {
    if (Runner) return;
    let stopped = false;
    let observer: MutationObserver | undefined;
    const decide = () => {
      if (stopped) return;
      const session = storageOf("session")?.getItem(TOUR_SESSION_KEY);
      const decision = shouldStartTour({
        assessmentCompleted,
        guidedTourCompleted:
          tourDone || Boolean(storageOf("local")?.getItem(tourStorageKeyOf(userId))),
        guidedTourSkipped: false,
        shownThisSession: session === "shown",
        dismissedThisSession: session === "dismissed",
        paywallShowing: document.querySelector(WALL_SELECTOR) !== null,
        path: pathname,
        startTourParam: new URLSearchParams(window.location.search).get("startTour"),
      });
      if (decision === "no") return;
      if (decision === "wait-paywall") {
        // Asked again whenever the page changes, until the wall is gone.
        observer ??= new MutationObserver(decide);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        return;
      }
      observer?.disconnect();
      stopped = true;
      const mobile = isMobileTourDevice({
        userAgent: navigator.userAgent,
        viewportWidth: window.innerWidth,
        hasTouch: navigator.maxTouchPoints > 0 || "ontouchstart" in window,
      });
      void import("./tour-runner").then((tour) => {
        if (mobile) {
          tour.markSkippedOnMobile(userId);
          return;
        }
        storageOf("session")?.setItem(TOUR_SESSION_KEY, "shown");
        setRunner(() => tour.TourRunner);
      });
    };
    decide();
    return () => {
      stopped = true;
      observer?.disconnect();
    };
  }, [Runner, assessmentCompleted, tourDone, userId, pathname]);

  return Runner ? <Runner userId={userId} pathname={pathname} onEnd={end} /> : null;
}
