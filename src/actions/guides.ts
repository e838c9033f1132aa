"use server";

import { z } from "zod";
import { ZEmail } from "@/lib/schemas/auth";
import { definePublicAction } from "@/server/action";
import { requestStarterGuide } from "@/server/guides/request-starter-guide";

/** The free starter guide's form (/freeguides, /giveaway): an email, and consent to tips or not. */
export const requestStarterGuideAction = definePublicAction({
  name: "request-starter-guide",
  input: z.object({
    email: ZEmail,
    marketingConsent: z.enum(["on"]).optional(),
    source: z.string().trim().max(64).optional(),
  }),
  keep: ["email", "marketingConsent"],
  handler: async (input, { headers }) => {
    await requestStarterGuide({
      email: input.email,
      marketingConsent: input.marketingConsent === "on",
      source: input.source,
      headers,
    });
    return `We've sent the guide to ${input.email}. It should arrive in a minute; check your spam folder if it doesn't.`;
  },
});
