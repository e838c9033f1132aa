// One log that waited in the browser while it was offline (issue #19), as the browser sends it to
// POST /api/offline-logs. `data` is what the log form would have sent its server action; it is
// parsed with that form's own schema, with the entry's client id.
import { z } from "zod";
import { ZClientId } from "./client-id";

export const OFFLINE_ENTRY_KINDS = ["set", "load"] as const;
export type TOfflineEntryKind = (typeof OFFLINE_ENTRY_KINDS)[number];

export const ZOfflineEntry = z.strictObject({
  clientId: ZClientId,
  /**
   * Whose entry it is. The browser queue holds each person's entries apart; an entry sent with
   * another person's session (a shared device, a tab left open) is refused with 401 and waits for
   * its owner, never saved into the wrong account.
   */
  userId: z.string().min(1).max(128),
  kind: z.enum(OFFLINE_ENTRY_KINDS, { error: "Send kind as set or load." }),
  data: z.record(z.string(), z.unknown(), { error: "Send the log's fields as data." }),
});
export type TOfflineEntry = z.infer<typeof ZOfflineEntry>;

/** What the server answers for an entry it took: saved now, or saved by an earlier send. */
export type TOfflineEntryResult = { ok: true; status: "saved" | "duplicate"; id: string };
