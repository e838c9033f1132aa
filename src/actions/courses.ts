"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/server/action";
import { completeCourseDay, undoCourseDay } from "@/server/courses/course-progress";

const ZCourseDayInput = z
  .object({
    courseId: z.string().max(64),
    day: z.number().int().min(1).max(50),
    done: z.boolean(),
  })
  .strict();

/** A mini course's "I've done this day" (issue #17), or undoing it. */
export const setCourseDayDoneAction = defineAction({
  name: "set-course-day-done",
  input: ZCourseDayInput,
  handler: async ({ courseId, day, done }, { userId }) => {
    if (done) await completeCourseDay({ userId, courseId, day });
    else await undoCourseDay({ userId, courseId, day });
    revalidatePath(`/wrist-pain-education/courses/${courseId}`);
  },
});
