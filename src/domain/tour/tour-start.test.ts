// When the guided tour starts (spec: "Guided tour", Rules): once a session on /exercise-program
// after the assessment, again with ?startTour=true, never over a paywall; phones skip it; its
// outcome in browser storage is synced up to the profile.
import { describe, expect, it } from "vitest";
import type { TTourEffect } from "./tour-machine";
import {
  localTourRecordOf,
  mergeTourCompletion,
  parseLocalTourRecord,
  SYNC_MAX_AGE_DAYS,
  type TLocalTourRecord,
} from "./tour-record";
import {
  isMobileTourDevice,
  MOBILE_MAX_WIDTH_PX,
  parseContinueFromStep,
  shouldStartTour,
  type TTourStartFacts,
} from "./tour-start";

const FRESH: TTourStartFacts = {
  assessmentCompleted: true,
  guidedTourCompleted: false,
  guidedTourSkipped: false,
  shownThisSession: false,
  dismissedThisSession: false,
  paywallShowing: false,
  path: "/exercise-program",
  startTourParam: null,
};

describe("whether the tour starts", () => {
  it.each([
    ["a fresh user on /exercise-program", {}, "start"],
    ["the assessment not completed", { assessmentCompleted: false }, "no"],
    ["the tour completed", { guidedTourCompleted: true }, "no"],
    ["the tour skipped", { guidedTourSkipped: true }, "no"],
    ["already shown this session", { shownThisSession: true }, "no"],
    ["dismissed this session", { dismissedThisSession: true }, "no"],
    ["a paywall showing", { paywallShowing: true }, "wait-paywall"],
    ["on /dashboard", { path: "/dashboard" }, "no"],
    ["on /about-plan", { path: "/about-plan" }, "no"],
    ["on /exercise-program/ with a slash", { path: "/exercise-program/" }, "no"],
    ["on /", { path: "/" }, "no"],
    ["completed, paywall showing", { guidedTourCompleted: true, paywallShowing: true }, "no"],
    // ?startTour=true overrides completion and the session, nothing else.
    [
      "startTour=true after completing",
      { guidedTourCompleted: true, startTourParam: "true" },
      "start",
    ],
    ["startTour=true after skipping", { guidedTourSkipped: true, startTourParam: "true" }, "start"],
    [
      "startTour=true, shown this session",
      { shownThisSession: true, startTourParam: "true" },
      "start",
    ],
    [
      "startTour=true, dismissed this session",
      { dismissedThisSession: true, startTourParam: "true" },
      "start",
    ],
    [
      "startTour=true, a paywall showing",
      { guidedTourCompleted: true, paywallShowing: true, startTourParam: "true" },
      "wait-paywall",
    ],
    ["startTour=true, no assessment", { assessmentCompleted: false, startTourParam: "true" }, "no"],
    ["startTour=true on /dashboard", { path: "/dashboard", startTourParam: "true" }, "no"],
    ["startTour=TRUE", { guidedTourCompleted: true, startTourParam: "TRUE" }, "no"],
    ["startTour=1", { guidedTourCompleted: true, startTourParam: "1" }, "no"],
    ["startTour=false", { guidedTourCompleted: true, startTourParam: "false" }, "no"],
    ["startTour empty", { guidedTourCompleted: true, startTourParam: "" }, "no"],
    ["startTour absent", { guidedTourCompleted: true, startTourParam: undefined }, "no"],
  ] as const)("%s: %s", (_label, facts, expected) => {
    expect(shouldStartTour({ ...FRESH, ...facts })).toBe(expected);
  });
});

describe("which devices count as mobile", () => {
  const DESKTOP =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
  const MAC =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15";

  it.each([
    ["Android", "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36"],
    ["Android tablet", "Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/126.0 Safari/537.36"],
    ["iPhone", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148"],
    ["iPad", "Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15"],
    ["iPod", "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)"],
    ["Mobile", "Mozilla/5.0 (X11; Linux x86_64) Firefox/126.0 Mobile"],
    ["BlackBerry", "BlackBerry9700/5.0.0.862 Profile/MIDP-2.1"],
    ["IEMobile", "Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; IEMobile/10.0)"],
    ["Opera Mini", "Opera/9.80 (J2ME/MIDP; Opera Mini/9.80/191.283; U; en) Presto/2.12.423"],
  ])("%s user agent, wide and without touch: mobile", (_label, userAgent) => {
    expect(isMobileTourDevice({ userAgent, viewportWidth: 1280, hasTouch: false })).toBe(true);
  });

  it.each([
    [DESKTOP, 768, true, true],
    [DESKTOP, 769, true, false],
    [DESKTOP, 320, true, true],
    [DESKTOP, 1024, true, false],
    [DESKTOP, 768, false, false],
    [DESKTOP, 500, false, false],
    [DESKTOP, 1280, false, false],
    // An iPad that reports a Mac user agent: only a narrow viewport counts.
    [MAC, 768, true, true],
    [MAC, 820, true, false],
    ["", 1280, false, false],
  ])("%s at %i px, touch %s: mobile %s", (userAgent, viewportWidth, hasTouch, mobile) => {
    expect(isMobileTourDevice({ userAgent, viewportWidth, hasTouch })).toBe(mobile);
  });

  it("draws the line at 768 px", () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(768);
  });
});

describe("reading continueFromStep", () => {
  it.each([
    ["0", 0],
    ["1", 1],
    ["7", 7],
    ["12", 12],
    ["13", 13],
    ["14", undefined],
    ["100", undefined],
    ["99999999999999999999", undefined],
    ["-1", undefined],
    ["-0", undefined],
    ["+3", undefined],
    [" 3", undefined],
    ["3 ", undefined],
    ["1e1", undefined],
    ["1.0", undefined],
    ["1.5", undefined],
    ["03", undefined],
    ["0x1", undefined],
    ["abc", undefined],
    ["12abc", undefined],
    ["١٢", undefined],
    ["", undefined],
    [null, undefined],
    [undefined, undefined],
  ])("%j: %s", (raw, expected) => {
    expect(parseContinueFromStep(raw)).toBe(expected);
  });
});

describe("the outcome in browser storage", () => {
  const COMPLETED: TLocalTourRecord = {
    outcome: "completed",
    at: "2026-05-01T10:00:00.000Z",
    stepsCompleted: [0, 1, 2],
  };

  it.each([
    ["a completed tour", JSON.stringify(COMPLETED), COMPLETED],
    [
      "a skipped tour with its reason",
      '{"outcome":"skipped","reason":"mobile_device","at":"2026-05-01T10:00:00+02:00","stepsCompleted":[]}',
      {
        outcome: "skipped",
        reason: "mobile_device",
        at: "2026-05-01T10:00:00+02:00",
        stepsCompleted: [],
      },
    ],
    ["nothing stored", null, null],
    ["not JSON", "completed", null],
    ["JSON true", "true", null],
    ["an unknown outcome", JSON.stringify({ ...COMPLETED, outcome: "done" }), null],
    ["an unknown reason", JSON.stringify({ ...COMPLETED, reason: "bored" }), null],
    ["a step past the last", JSON.stringify({ ...COMPLETED, stepsCompleted: [14] }), null],
    ["a negative step", JSON.stringify({ ...COMPLETED, stepsCompleted: [-1] }), null],
    ["a fractional step", JSON.stringify({ ...COMPLETED, stepsCompleted: [1.5] }), null],
    ["not a date", JSON.stringify({ ...COMPLETED, at: "yesterday" }), null],
    ["an extra field", JSON.stringify({ ...COMPLETED, isPro: true }), null],
  ])("%s", (_label, raw, expected) => {
    expect(parseLocalTourRecord(raw)).toEqual(expected);
  });

  type TPersistEffect = Extract<TTourEffect, { type: "persist" }>;

  it.each<[string, TPersistEffect, TLocalTourRecord]>([
    [
      "completed",
      {
        type: "persist",
        outcome: "completed",
        guidedTourStepsCompleted: [0, 13],
        href: "/dashboard",
      } satisfies TPersistEffect,
      { outcome: "completed", at: "2026-05-02T08:30:00.000Z", stepsCompleted: [0, 13] },
    ],
    [
      "skipped",
      {
        type: "persist",
        outcome: "skipped",
        reason: "user_skipped",
        guidedTourStepsCompleted: [],
        href: "/dashboard",
      } satisfies TPersistEffect,
      {
        outcome: "skipped",
        reason: "user_skipped",
        at: "2026-05-02T08:30:00.000Z",
        stepsCompleted: [],
      },
    ],
  ])("stores a %s tour so it reads back the same", (_label, effect, record) => {
    const stored = localTourRecordOf(effect, new Date("2026-05-02T08:30:00Z"));
    expect(stored).toEqual(record);
    expect(parseLocalTourRecord(JSON.stringify(stored))).toEqual(record);
  });
});

describe("syncing the outcome up to the profile", () => {
  const NOW = new Date("2026-05-02T08:30:00Z");
  const NEITHER = { guidedTourCompleted: false, guidedTourSkipped: false };
  const completed = (over: Partial<TLocalTourRecord> = {}): TLocalTourRecord => ({
    outcome: "completed",
    at: "2026-05-01T10:00:00.000Z",
    stepsCompleted: [0, 1],
    ...over,
  });
  const skipped = (over: Partial<TLocalTourRecord> = {}): TLocalTourRecord => ({
    outcome: "skipped",
    reason: "user_skipped",
    at: "2026-05-01T10:00:00.000Z",
    stepsCompleted: [],
    ...over,
  });

  it.each([
    ["nothing stored", null, NEITHER, null],
    [
      "completed here, neither on the profile",
      completed(),
      NEITHER,
      {
        guidedTourCompleted: true,
        guidedTourCompletedAt: new Date("2026-05-01T10:00:00Z"),
        guidedTourStepsCompleted: [0, 1],
        syncedFromLocalStorage: true,
      },
    ],
    [
      "skipped on a phone here, neither on the profile",
      skipped({ reason: "mobile_device" }),
      NEITHER,
      {
        guidedTourSkipped: true,
        guidedTourSkippedAt: new Date("2026-05-01T10:00:00Z"),
        guidedTourSkippedReason: "mobile_device",
        guidedTourStepsCompleted: [],
        syncedFromLocalStorage: true,
      },
    ],
    [
      "skipped with no reason stored",
      skipped({ reason: undefined }),
      NEITHER,
      {
        guidedTourSkipped: true,
        guidedTourSkippedAt: new Date("2026-05-01T10:00:00Z"),
        guidedTourSkippedReason: null,
        guidedTourStepsCompleted: [],
        syncedFromLocalStorage: true,
      },
    ],
    [
      "completed at a time in the future (a wrong clock): now",
      completed({ at: "2026-05-03T00:00:00.000Z" }),
      NEITHER,
      {
        guidedTourCompleted: true,
        guidedTourCompletedAt: NOW,
        guidedTourStepsCompleted: [0, 1],
        syncedFromLocalStorage: true,
      },
    ],
    [
      "completed exactly now",
      completed({ at: NOW.toISOString() }),
      NEITHER,
      {
        guidedTourCompleted: true,
        guidedTourCompletedAt: NOW,
        guidedTourStepsCompleted: [0, 1],
        syncedFromLocalStorage: true,
      },
    ],
    ...(
      [
        [SYNC_MAX_AGE_DAYS - 1, true],
        [SYNC_MAX_AGE_DAYS, true],
        [SYNC_MAX_AGE_DAYS + 1, false],
      ] as const
    ).map(([days, kept]) => {
      const at = new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
      return [
        `completed ${days} days ago: ${kept ? "its time" : "now"}`,
        completed({ at: at.toISOString() }),
        NEITHER,
        {
          guidedTourCompleted: true,
          guidedTourCompletedAt: kept ? at : NOW,
          guidedTourStepsCompleted: [0, 1],
          syncedFromLocalStorage: true,
        },
      ] as const;
    }),
    [
      "completed in year 1 (a forged record): now",
      completed({ at: "0001-01-01T00:00:00Z" }),
      NEITHER,
      {
        guidedTourCompleted: true,
        guidedTourCompletedAt: NOW,
        guidedTourStepsCompleted: [0, 1],
        syncedFromLocalStorage: true,
      },
    ],
    [
      "steps repeated and out of order",
      completed({ stepsCompleted: [3, 0, 3, 1] }),
      NEITHER,
      {
        guidedTourCompleted: true,
        guidedTourCompletedAt: new Date("2026-05-01T10:00:00Z"),
        guidedTourStepsCompleted: [0, 1, 3],
        syncedFromLocalStorage: true,
      },
    ],
    [
      "completed, the profile completed",
      completed(),
      { ...NEITHER, guidedTourCompleted: true },
      null,
    ],
    ["completed, the profile skipped", completed(), { ...NEITHER, guidedTourSkipped: true }, null],
    ["skipped, the profile completed", skipped(), { ...NEITHER, guidedTourCompleted: true }, null],
    ["skipped, the profile skipped", skipped(), { ...NEITHER, guidedTourSkipped: true }, null],
  ] as const)("%s", (_label, local, profile, expected) => {
    expect(mergeTourCompletion(local, profile, NOW)).toEqual(expected);
  });
});
