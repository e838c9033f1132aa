import { describe, expect, it } from "vitest";
import { PLAN_CHANGE_DONE, planChangeDoneOf } from "./plan-change-done";

describe("what /switch-plan says after a change (its changed parameter)", () => {
  it.each([
    ["upgraded", PLAN_CHANGE_DONE.upgraded],
    ["downgrade-booked", PLAN_CHANGE_DONE["downgrade-booked"]],
    ["trial-changed", PLAN_CHANGE_DONE["trial-changed"]],
    ["Upgraded", null],
    ["", null],
    ["__proto__", null],
    ["toString", null],
    [null, null],
  ])("%j → %j", (value, message) => {
    expect(planChangeDoneOf(value)).toBe(message);
  });

  it("an upgrade says the plan started and a receipt is coming", () => {
    expect(PLAN_CHANGE_DONE.upgraded).toBe(
      "Done: your new plan has started. Your receipt is on its way by email.",
    );
  });
});
