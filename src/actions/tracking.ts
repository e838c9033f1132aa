"use server";

import { z } from "zod";
import { trackingFieldsOf } from "@/lib/analytics/tracking-data";
import { defineAction } from "@/server/action";
import { updateTrackingData } from "@/server/tracking/update-tracking-data";

/**
 * A signed-in person arrived with marketing parameters (issue #18): their trackingData takes the
 * new ones. Known keys only; for a visitor it answers "session ended" and changes nothing.
 */
export const recordTrackingAction = defineAction({
  name: "record-tracking",
  input: z.record(z.string(), z.unknown()).transform(trackingFieldsOf),
  handler: async (fields, { userId }) => {
    await updateTrackingData(userId, fields);
  },
});
