import { describe, expect, it } from "vitest";
import { sampleProgramInput } from "@/content/sample/program-input";
import { generateProgram } from "@/domain/program/generate-program";
import { dashboardModelOf, greetingOf, type TDashboardInput } from "./dashboard-model";

// Wednesday 18 November 2026, 10:00 in London (UTC in winter).
const now = new Date("2026-11-18T10:00:00Z");
const program = generateProgram(sampleProgramInput("Wrist-Hand-Extensors"));
const slugs = [...new Set(program.groups.flatMap((g) => g.items.map((i) => i.slug)))];
/** One exercise of the program is from the full library (locked on the free tier). */
const libraryOnly = slugs[1];
const SAMPLE = {
  summary: {
    week: [],
    activeDaysThisWeek: 4,
    setsLast7Days: 20,
    averageSetPain: 3,
    previousAverageSetPain: 4,
  },
  load: { daysLogged: 6, averageHandHours: 7.5, averageBreaks: 4, averageEveningPain: 3.2 },
};
const loadDay = (day: string, eveningPain = 3) => ({
  day,
  keyboardHours: 5,
  gamingHours: 1,
  otherHandHours: 1,
  breaks: 4,
  morningPain: 2,
  eveningPain,
});

function model(overrides: Partial<TDashboardInput> = {}) {
  return dashboardModelOf({
    now,
    timeZone: "Europe/London",
    name: "Ada",
    tier: "1month",
    program,
    exerciseLogs: [],
    loadLogs: [],
    lastQuickDashAt: new Date("2026-11-10T10:00:00Z"),
    exerciseName: (slug) => `Name of ${slug}`,
    exerciseTier: (slug) => (slug === libraryOnly ? "library" : "basic"),
    sample: () => SAMPLE,
    ...overrides,
  });
}

describe("greetingOf", () => {
  it.each([
    [0, "Good morning"],
    [11, "Good morning"],
    [12, "Good afternoon"],
    [17, "Good afternoon"],
    [18, "Good evening"],
    [23, "Good evening"],
  ])("at %i h says %s", (hour, greeting) => expect(greetingOf(hour)).toBe(greeting));

  it("greets the person by name in their own time zone", () => {
    expect(model().greeting).toBe("Good morning, Ada");
    expect(model({ timeZone: "America/Los_Angeles", name: null }).greeting).toBe("Good morning");
    expect(model({ timeZone: "Asia/Tokyo" }).greeting).toBe("Good evening, Ada");
  });
});

describe("the action cards by plan (spec 6)", () => {
  it.each([
    ["free", true, true, `${slugs.length - 1} exercises for today`],
    ["core", true, true, `${slugs.length} exercises for today`],
    ["1month", false, false, `0 done, ${slugs.length} to do today`],
    ["lifetime_community", false, false, `0 done, ${slugs.length} to do today`],
  ] as const)(
    "%s: load Pro-only %s, progress Pro-only %s",
    (tier, loadPro, progressPro, status) => {
      const cards = model({ tier }).cards;
      expect(cards.map((c) => c.key)).toEqual(["exercises", "load", "progress", "learn"]);
      expect(cards[0]?.status).toBe(status);
      expect(Boolean(cards[1]?.proOnly)).toBe(loadPro);
      expect(Boolean(cards[2]?.proOnly)).toBe(progressPro);
    },
  );

  it("never counts or names an exercise the plan locks (free has no exerciseLibrary)", () => {
    const free = model({ tier: "free" });
    expect(free.cards[0]?.detail).not.toContain(`Name of ${libraryOnly}`);
    expect(free.copy.title).toBe(`${slugs.length - 1} exercises for today`);
    // Core has the library: the same exercise is today's.
    expect(model({ tier: "core" }).cards[0]?.detail).toContain(`Name of ${libraryOnly}`);
  });

  it("names the first three exercises left, then how many more", () => {
    const detail = model().cards[0]?.detail;
    expect(detail).toBe(
      `${slugs
        .slice(0, 3)
        .map((s) => `Name of ${s}`)
        .join(", ")} and ${slugs.length - 3} more`,
    );
  });

  it("says when nothing is left, and shows today's load log", () => {
    const done = slugs.map((slug) => ({ slug, pain: 2, loggedAt: now }));
    const { cards } = model({ exerciseLogs: done, loadLogs: [loadDay("2026-11-18")] });
    expect(cards[0]?.status).toBe(`${slugs.length} done, 0 to do today`);
    expect(cards[0]?.detail).toBe("Nothing left today. Rest days count too.");
    expect(cards[1]?.status).toBe("Logged: 7 h of hand-heavy work, evening pain 3/10");
    expect(cards[2]?.status).toBe("Active on 1 day this week");
  });
});

describe("the next step and its words", () => {
  it.each([
    ["nothing logged", {}, "do-exercises", `${slugs.length} exercises left for today`],
    [
      "pain of 6 logged yesterday",
      { loadLogs: [loadDay("2026-11-17", 6)] },
      "ease-off",
      "Go gently today",
    ],
    [
      "pain of 5 logged yesterday",
      { loadLogs: [loadDay("2026-11-17", 5)] },
      "do-exercises",
      `${slugs.length} exercises left for today`,
    ],
  ] as const)("%s: %s", (_name, overrides, step, title) => {
    const m = model(overrides);
    expect(m.step).toBe(step);
    expect(m.copy.title).toBe(title);
  });
});

describe("activity and load", () => {
  it("is the person's own with tracking, with no example figures", () => {
    const m = model({ loadLogs: [loadDay("2026-11-18"), loadDay("2026-11-10")] });
    expect(m.activity.sampleLabel).toBeUndefined();
    expect(m.activity.logged).toBe(true);
    expect(m.proExample).toBeUndefined();
    expect(m.activity.load.daysLogged).toBe(1);
    expect(m.activity.summary.week.at(-1)).toEqual({
      day: "2026-11-18",
      sets: 0,
      loadLogged: true,
    });
  });

  it.each(["free", "core"] as const)(
    "%s: is the person's own too, and the example sits apart, never mixed in",
    (tier) => {
      // A plan that lapsed keeps its logs: they are still the person's own figures.
      const m = model({ tier, loadLogs: [loadDay("2026-11-18")] });
      expect(m.activity.sampleLabel).toBeUndefined();
      expect(m.activity.logged).toBe(true);
      expect(m.activity.load.daysLogged).toBe(1);
      expect(m.activity.summary.setsLast7Days).toBe(0);
      expect(m.proExample).toEqual(SAMPLE);
    },
  );

  it("says nothing is logged when the last 7 days are empty, rather than showing zeros", () => {
    const m = model({ tier: "free", loadLogs: [loadDay("2026-11-10")] });
    expect(m.activity.logged).toBe(false);
    expect(m.activity.load.daysLogged).toBe(0);
  });

  it("is the sample on the preview, whose links lead to the public pages", () => {
    const m = model({
      preview: {
        links: {
          "/exercise-program": "/preview/exercise-program/Wrist-Hand-Extensors",
          "/wrist-pain-education": "/exercises",
        },
      },
    });
    expect(m.activity.sampleLabel).toBe("Example figures");
    expect(m.activity.summary).toBe(SAMPLE.summary);
    expect(m.copy.href).toBe("/preview/exercise-program/Wrist-Hand-Extensors");
    expect(m.cards.map((c) => c.href)).toEqual([
      "/preview/exercise-program/Wrist-Hand-Extensors",
      "/load-tracking",
      "/progress-statistics",
      "/exercises",
    ]);
    expect(m.cards[2]?.status).toBe("Active on 4 days this week");
  });
});
