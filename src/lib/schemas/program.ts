// The exercise log's inputs, spec section 5 ("Demo inputs"): reps 0-100, rest breaks 0-10, pain
// 0-10, weight from the spec's options. Shared by the log form and the server.
import { z } from "zod";
import { WEIGHT_OPTIONS_LBS } from "@/domain/assessment/endurance";
import { ZClientId } from "./client-id";

const whole = (min: number, max: number, what: string) =>
  z
    .number({ error: `Enter ${what} from ${min} to ${max}.` })
    .int(`Enter ${what} as a whole number.`)
    .min(min, `Enter ${what} from ${min} to ${max}.`)
    .max(max, `Enter ${what} from ${min} to ${max}.`);

export const ZExerciseLog = z.object({
  slug: z.string().min(1).max(80),
  reps: whole(0, 100, "reps"),
  weightLbs: z
    .union(
      WEIGHT_OPTIONS_LBS.map((w) => z.literal(w)),
      { error: "Choose one of the weights." },
    )
    .nullable(),
  restBreaks: whole(0, 10, "rest breaks"),
  pain: whole(0, 10, "pain"),
  /** After the last session, had pain settled by the next morning? null: not answered. */
  morningSettled: z.boolean().nullable(),
  /** The browser's id for this set (issue #19): a set sent twice is saved once. */
  clientId: ZClientId.optional(),
  /** When a set logged offline was done; the server bounds it (domain/program/logged-at). */
  loggedAt: z.iso.datetime({ offset: true, error: "That time isn't a valid date." }).optional(),
});
export type TExerciseLogInput = z.infer<typeof ZExerciseLog>;

export const ZExerciseLogId = z.string().uuid("That log could not be found.");
