import { z } from "zod";

/**
 * The id a browser gives one log before sending it (issue #19): random, so a save that is sent
 * again (after a lost answer, or from the offline queue) is recognised and applied once.
 */
export const ZClientId = z.uuid({ error: "That entry's id isn't valid." });
