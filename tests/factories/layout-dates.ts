// The dates that change a calendar's layout (issue #11): a month starting on each weekday, month
// ends, a leap day, and the clock changes in Europe and the US. Tests that depend on "today" run
// on every one of them, so the suite's result does not depend on the day it runs.
export const LAYOUT_DATES = [
  ["a month starting on a Monday", "2026-06-01"],
  ["a month starting on a Tuesday", "2026-09-01"],
  ["a month starting on a Wednesday", "2026-04-01"],
  ["a month starting on a Thursday", "2026-10-01"],
  ["a month starting on a Friday", "2026-05-01"],
  ["a month starting on a Saturday", "2026-08-01"],
  ["a month starting on a Sunday", "2026-11-01"],
  ["the end of a 31-day month", "2026-01-31"],
  ["the end of a 30-day month", "2026-04-30"],
  ["the end of February", "2026-02-28"],
  ["the end of the year", "2026-12-31"],
  ["a leap day", "2028-02-29"],
  ["the day after a leap day", "2028-03-01"],
  ["the European spring clock change", "2026-03-29"],
  ["the European autumn clock change", "2026-10-25"],
  ["the US spring clock change", "2026-03-08"],
  ["the US autumn clock change", "2026-11-01"],
  // The day the suite first failed: two-digit days still to come, which axe can judge (it leaves
  // one-digit text as "too short to tell", hence the spec's own contrast measurement).
  ["a Monday late in the month", "2026-11-23"],
] as const;
