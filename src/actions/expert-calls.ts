"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/server/action";
import { bookCall, cancelCall, rescheduleCall } from "@/server/expert-calls/expert-calls";
import { getRequestTimeZone } from "@/server/get-request-time-zone";

const ZStart = z.iso
  .datetime({ offset: true, error: "Please choose a time from the list." })
  .transform((v) => new Date(v));
const ZBookingId = z.uuid("That call could not be found.");

/** Books the chosen slot for one of the person's calls (issue #17). */
export const bookCallAction = defineAction({
  name: "book-expert-call",
  input: z
    .object({
      startsAt: ZStart,
      topic: z.string().trim().max(500, "Please keep this under 500 characters.").optional(),
    })
    .strict(),
  handler: async (input, { userId, headers }) => {
    await bookCall({
      userId,
      startsAt: input.startsAt,
      topic: input.topic,
      timeZone: await getRequestTimeZone(),
      headers,
    });
    revalidatePath("/talk-to-expert");
  },
});

/** Moves a booked call to another open slot, up to 24 hours before it. */
export const rescheduleCallAction = defineAction({
  name: "reschedule-expert-call",
  input: z.object({ bookingId: ZBookingId, startsAt: ZStart }).strict(),
  handler: async (input, { userId, headers }) => {
    await rescheduleCall({ userId, ...input, headers });
    revalidatePath("/talk-to-expert");
  },
});

/** Cancels a booked call up to 24 hours before it; the call comes back to the person. */
export const cancelCallAction = defineAction({
  name: "cancel-expert-call",
  input: z.object({ bookingId: ZBookingId }).strict(),
  handler: async (input, { userId, headers }) => {
    await cancelCall({ userId, ...input, headers });
    revalidatePath("/talk-to-expert");
  },
});
