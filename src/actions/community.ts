"use server";

import { z } from "zod";
import { CURRICULUM_WEEKS } from "@/content/community/curriculum";
import { COMMUNITY_HELP_TOPICS } from "@/content/community/help";
import {
  HELP_MESSAGE_MAX,
  HELP_MESSAGE_MIN,
  ZCommunitySettings,
} from "@/domain/community/community-settings";
import { AppError } from "@/lib/errors";
import { defineAction } from "@/server/action";
import {
  saveCommunitySettings,
  sendCommunityHelpMessage,
  setCurriculumWeekDone,
} from "@/server/community/community";

/** Saves the member's community settings (issue #20). */
export const saveCommunitySettingsAction = defineAction({
  name: "save-community-settings",
  feature: "communityDashboard",
  input: ZCommunitySettings,
  handler: async (settings, { userId }) => {
    await saveCommunitySettings(userId, settings);
  },
});

/** Marks a curriculum week done, or not done again. */
export const setCurriculumWeekDoneAction = defineAction({
  name: "set-curriculum-week-done",
  feature: "communityDashboard",
  input: z
    .object({
      week: z
        .number()
        .int()
        .refine(
          (w) => CURRICULUM_WEEKS.some((c) => c.week === w),
          "That week isn't in the curriculum.",
        ),
      done: z.boolean(),
    })
    .strict(),
  handler: async ({ week, done }, { userId }) => {
    await setCurriculumWeekDone(userId, week, done);
  },
});

/** Sends the member's message to the team (issue #20); at most five an hour. */
export const sendCommunityHelpAction = defineAction({
  name: "send-community-help",
  feature: "communityDashboard",
  input: z
    .object({
      topic: z.enum(COMMUNITY_HELP_TOPICS, "Choose what your message is about."),
      message: z
        .string()
        .trim()
        .min(HELP_MESSAGE_MIN, `Write at least ${HELP_MESSAGE_MIN} characters.`)
        .max(HELP_MESSAGE_MAX, `Keep it under ${HELP_MESSAGE_MAX} characters.`),
    })
    .strict(),
  handler: async (input, { userId }) => {
    const result = await sendCommunityHelpMessage(userId, input);
    if (!result.sent) throw new AppError("community-help-limit");
  },
});
