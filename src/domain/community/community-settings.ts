import { z } from "zod";

// A member's community settings (issue #20): what other members may see of them (a display name,
// only when they opt in to the directory) and which community emails they get.

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;

/** Letters of any script, digits, spaces and . ' - _ ; never an email address or a link. */
const DISPLAY_NAME_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'_-]*$/u;

export const ZDisplayName = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(DISPLAY_NAME_MIN, `Use at least ${DISPLAY_NAME_MIN} characters.`)
      .max(DISPLAY_NAME_MAX, `Use at most ${DISPLAY_NAME_MAX} characters.`)
      .regex(
        DISPLAY_NAME_PATTERN,
        "Use letters, numbers, spaces, and . ' - _ only, starting with a letter or number.",
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

export const HELP_MESSAGE_MIN = 10;
export const HELP_MESSAGE_MAX = 2000;
