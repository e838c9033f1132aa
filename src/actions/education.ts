"use server";

import { z } from "zod";
import { EDUCATION_SLUGS } from "@/content/education/schema";
import { defineAction } from "@/server/action";
import { markEducationRead } from "@/server/education/education-reads";

/** Marks a pain-education topic read when the person reaches its end (issue #16). */
export const markEducationReadAction = defineAction({
  name: "mark-education-read",
  input: z.object({ slug: z.enum(EDUCATION_SLUGS, { error: "That topic isn't in the library." }) }),
  handler: ({ slug }, { userId }) => markEducationRead(userId, slug),
});
