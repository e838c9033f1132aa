import { describe, expect, it } from "vitest";
import type { TProgram, TProgramItem } from "@/domain/program/generate-program";
import { todaysExercisesOf } from "./todays-exercises";

const item = (slug: string, sessionsPerWeek: number): TProgramItem => ({
  slug,
  sets: 2,
  reps: 10,
  loadLbs: null,
  band: false,
  restSeconds: 60,
  sessionsPerWeek,
  reason: "test",
});
const program: Pick<TProgram, "groups"> = {
  groups: [
    { key: "Fingers", items: [item("daily-hold", 7), item("curl", 3)] },
    { key: "nerves", items: [item("twice-daily-glide", 14)] },
  ],
};
// Wednesday 25 November 2026, 10:00 UTC. The week started on Monday the 23rd.
const now = new Date("2026-11-25T10:00:00Z");
const at = (iso: string) => new Date(iso);
const statusOf = (logs: { slug: string; loggedAt: Date }[], slug: string, zone = "UTC") =>
  todaysExercisesOf(program, logs, now, zone).items.find((i) => i.slug === slug)?.status;

describe("today's exercises", () => {
  it.each<[string, { slug: string; loggedAt: Date }[], string, string]>([
    ["a daily exercise with no logs is due", [], "daily-hold", "due"],
    [
      "a daily exercise logged today is done",
      [{ slug: "daily-hold", loggedAt: at("2026-11-25T07:00:00Z") }],
      "daily-hold",
      "done",
    ],
    [
      "a daily exercise logged yesterday is due again",
      [{ slug: "daily-hold", loggedAt: at("2026-11-24T07:00:00Z") }],
      "daily-hold",
      "due",
    ],
    [
      "a twice-daily exercise is due every day",
      [{ slug: "twice-daily-glide", loggedAt: at("2026-11-24T20:00:00Z") }],
      "twice-daily-glide",
      "due",
    ],
    ["3 a week, none this week: due", [], "curl", "due"],
    [
      "3 a week, logged yesterday: a rest day",
      [{ slug: "curl", loggedAt: at("2026-11-24T09:00:00Z") }],
      "curl",
      "rest",
    ],
    [
      "3 a week, logged two days ago: due",
      [{ slug: "curl", loggedAt: at("2026-11-23T09:00:00Z") }],
      "curl",
      "due",
    ],
    [
      "3 a week, logged today: done",
      [{ slug: "curl", loggedAt: at("2026-11-25T08:00:00Z") }],
      "curl",
      "done",
    ],
    [
      "3 a week, 2 sessions this week not yesterday: due",
      [
        { slug: "curl", loggedAt: at("2026-11-23T09:00:00Z") },
        { slug: "curl", loggedAt: at("2026-11-21T09:00:00Z") },
      ],
      "curl",
      "due",
    ],
    [
      "last week's sessions don't count towards this week",
      [
        { slug: "curl", loggedAt: at("2026-11-20T09:00:00Z") },
        { slug: "curl", loggedAt: at("2026-11-18T09:00:00Z") },
        { slug: "curl", loggedAt: at("2026-11-16T09:00:00Z") },
      ],
      "curl",
      "due",
    ],
  ])("%s", (_, logs, slug, expected) => {
    expect(statusOf(logs, slug)).toBe(expected);
  });

  it("a week's sessions once done means rest for the rest of the week", () => {
    const sunday = new Date("2026-11-29T10:00:00Z");
    const logs = ["2026-11-23", "2026-11-25", "2026-11-27"].map((d) => ({
      slug: "curl",
      loggedAt: at(`${d}T09:00:00Z`),
    }));
    const status = todaysExercisesOf(program, logs, sunday, "UTC").items.find(
      (i) => i.slug === "curl",
    )?.status;
    expect(status).toBe("rest");
  });

  it("counts days in the person's time zone", () => {
    // 22:00 on Tuesday in Los Angeles is Wednesday 06:00 UTC: yesterday there, today in UTC.
    const logs = [{ slug: "daily-hold", loggedAt: at("2026-11-25T06:00:00Z") }];
    expect(statusOf(logs, "daily-hold", "UTC")).toBe("done");
    expect(statusOf(logs, "daily-hold", "America/Los_Angeles")).toBe("due");
  });

  it("counts due and done once per exercise", () => {
    const result = todaysExercisesOf(
      program,
      [
        { slug: "daily-hold", loggedAt: at("2026-11-25T07:00:00Z") },
        { slug: "daily-hold", loggedAt: at("2026-11-25T07:05:00Z") },
      ],
      now,
      "UTC",
    );
    expect(result).toMatchObject({ due: 2, done: 1 });
  });
});
