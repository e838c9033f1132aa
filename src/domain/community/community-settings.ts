// A member's community settings (issue #20): what other members may see of them (a display name,
// only when they opt in to the directory) and which community emails they get.
import { z } from "zod";
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from "./limits";

export { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, HELP_MESSAGE_MAX, HELP_MESSAGE_MIN } from "./limits";

/** Letters of any script, digits, spaces and . ' - _ ; never an email address or a link. */
const DISPLAY_NAME_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'_-]*$/u;
/** Letters that draw nothing (Hangul fillers), so a listed name could look blank. */
const INVISIBLE_LETTERS = /[\u115F\u1160\u3164\uFFA0]/u;
/** More than two accents stacked on one letter draw over the names around it. */
const STACKED_MARKS = /\p{M}{3,}/u;
/** Words only the Wristwise team may go by: a member can't pass for staff. */
const RESERVED_WORDS = ["admin", "moderator", "mod", "support", "staff", "official", "team"];

function passesForStaff(name: string): boolean {
  const lower = name.toLowerCase();
  // "Wristwise" however it is spaced or punctuated; the other words as words.
  if (lower.replace(/[^\p{L}\p{N}]/gu, "").includes("wristwise")) return true;
  return lower.split(/[^\p{L}\p{N}]+/u).some((word) => RESERVED_WORDS.includes(word));
}

export const ZDisplayName = z
  .string()
  .transform((v) => v.normalize("NFKC").trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(DISPLAY_NAME_MIN, `Use at least ${DISPLAY_NAME_MIN} characters.`)
      .max(DISPLAY_NAME_MAX, `Use at most ${DISPLAY_NAME_MAX} characters.`)
      .regex(
        DISPLAY_NAME_PATTERN,
        "Use letters, numbers, spaces, and . ' - _ only, starting with a letter or number.",
      )
      .refine(
        (v) => !INVISIBLE_LETTERS.test(v) && !STACKED_MARKS.test(v),
        "Use letters that show on the page.",
      )
      .refine(
        (v) => !passesForStaff(v),
        "That name is kept for the Wristwise team. Please choose another.",
      ),
  );

export const ZCommunitySettings = z
  .object({
    displayName: ZDisplayName,
    directoryOptIn: z.boolean(),
    clinicEmails: z.boolean(),
  })
  .strict();
export type TCommunitySettings = z.infer<typeof ZCommunitySettings>;

/** Before a member saves anything: their first name, unlisted, no clinic emails. */
export function defaultCommunitySettings(accountName: string): TCommunitySettings {
  const first = accountName.trim().split(/\s+/)[0] ?? "";
  const parsed = ZDisplayName.safeParse(first);
  return {
    displayName: parsed.success ? parsed.data : "Member",
    directoryOptIn: false,
    clinicEmails: false,
  };
}
