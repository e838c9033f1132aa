"use server";

import { z } from "zod";
import { ZLocalTourRecord } from "@/domain/tour/tour-record";
import { defineAction } from "@/server/action";
import { recordTourOutcome } from "@/server/profile/record-tour-outcome";

/** The guided tour's outcome, from the tour itself or synced from browser storage (spec 4). */
export const recordTourOutcomeAction = defineAction({
  name: "record-tour-outcome",
  input: z.strictObject({ record: ZLocalTourRecord, sync: z.boolean() }),
  needsProfile: true,
  handler: ({ record, sync }, { userId }) => recordTourOutcome({ userId, record, sync }),
});
