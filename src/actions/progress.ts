"use server";

import { ZOutcomeMeasure } from "@/lib/schemas/assessment";
import { defineAction } from "@/server/action";
import { retakeQuickDash } from "@/server/progress/retake-quickdash";

/**
 * Stores a retaken QuickDASH. Anyone signed in may retake it: it is their own outcome measure,
 * like the assessment step (decision 0011).
 */
export const retakeQuickDashAction = defineAction({
  name: "retake-quickdash",
  input: ZOutcomeMeasure,
  needsProfile: true,
  handler: (input, { userId, headers }) => retakeQuickDash({ userId, input, headers }),
});
