"use server";

import { z } from "zod";
import { isGaClientId, trackingFieldsOf } from "@/lib/analytics/tracking-data";
import { CONSENT_COOKIE, hasConsent } from "@/lib/consent";
import { defineAction } from "@/server/action";
import { readCookie } from "@/server/auth/session-cookie";
import { dropUnsentConversions } from "@/server/conversions/record-conversion";
import { clearGaClientId, updateGaClientId } from "@/server/tracking/update-ga-client-id";
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

/**
 * The browser's analytics client id on the profile (spec 3: gaClientId; issue #18): only while the
 * consent cookie this request carries grants analytics; otherwise nothing is written.
 */
export const recordGaClientIdAction = defineAction({
  name: "record-ga-client-id",
  input: z.string().refine(isGaClientId, "Not an analytics client id."),
  handler: async (gaClientId, { userId, headers }) => {
    if (!hasConsent(readCookie(headers, CONSENT_COOKIE), "analytics")) return;
    await updateGaClientId(userId, gaClientId);
  },
});

/**
 * The person changed their privacy choices (issue #18): taking back advertising consent deletes
 * their unsent conversions, and taking back analytics consent clears the analytics id from their
 * profile, so "nothing more is sent" and the id is not kept. A visitor's call changes nothing.
 */
export const recordConsentChoiceAction = defineAction({
  name: "record-consent-choice",
  input: z.object({ analytics: z.boolean(), ads: z.boolean() }).strict(),
  handler: async (choice, { userId }) => {
    if (!choice.ads) await dropUnsentConversions(userId);
    if (!choice.analytics) await clearGaClientId(userId);
  },
});
