import { expect, it } from "vitest";
import { weekStartOf } from "@/lib/day";
import { sampleActivityOf } from "./dashboard";

it.each([
  "2026-11-23T10:00:00Z", // a Monday
  "2026-11-25T10:00:00Z", // a Wednesday
  "2026-11-29T10:00:00Z", // a Sunday
])("the sample week's figures agree with its day strip (%s)", (iso) => {
  const sample = sampleActivityOf(new Date(iso), "UTC");
  const monday = weekStartOf(iso.slice(0, 10));
  const activeStripDays = sample.week.filter((d) => d.day >= monday && d.sets > 0).length;
  expect(sample.activeDaysThisWeek).toBe(activeStripDays);
  expect(sample.setsLast7Days).toBe(sample.week.reduce((s, d) => s + d.sets, 0));
  expect(sample.averageSetPain).not.toBeNull();
});
