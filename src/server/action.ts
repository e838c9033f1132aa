import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import type { TFeature } from "@/domain/access/features";
import {
  failureOf,
  fieldErrorsOf,
  type TAction,
  type TActionFailure,
  type TActionResult,
} from "@/lib/action-result";
import { isAppError, type TAppErrorCode } from "@/lib/errors";
import { unsafeInputPathOf } from "@/lib/unsafe-input";
import { withActionFacts } from "./access/action-scope";
import { getCurrentAccess, type TCurrentAccess } from "./access/get-current-access";
import { lockedCodeOf } from "./access/require-feature";
import { isConnectionError } from "./db/connection-errors";
import { logger } from "./logger";

/** What a signed-in action's handler is given besides its parsed input. */
export type TActionContext = {
  userId: string;
  access: TCurrentAccess;
  headers: Headers;
};

type TCommon<TSchema extends z.ZodType> = {
  /** Names the action in the logs. */
  name: string;
  /** The input, parsed before anything else runs: invalid input changes nothing. */
  input: TSchema;
  /** The message for a failure that is not an AppError (default: save-failed). */
  failure?: TAppErrorCode;
  /**
   * For FormData input: the fields handed back on a failure so the form keeps what was typed
   * (default: every field; a failed sign-in asks for the password again, so it leaves it out).
   */
  keep?: readonly string[];
};

type TSignedIn<TSchema extends z.ZodType, TData> = TCommon<TSchema> & {
  /** The feature the person's plan must include (spec 6); the server function checks it again. */
  feature?: TFeature;
  /** When the action also needs the profile to exist (it is created at sign-up). */
  needsProfile?: boolean;
  handler: (input: z.infer<TSchema>, context: TActionContext) => Promise<TData>;
};

type TPublic<TSchema extends z.ZodType, TData> = TCommon<TSchema> & {
  handler: (input: z.infer<TSchema>, context: { headers: Headers }) => Promise<TData>;
};

const inputOf = (payload: unknown, formData?: FormData): unknown => formData ?? payload;

/** FormData's string fields as a plain object; other payloads pass through. */
function toRaw(payload: unknown): unknown {
  if (!(payload instanceof FormData)) return payload;
  const raw: Record<string, string> = {};
  for (const [key, value] of payload)
    if (typeof value === "string" && !(key in raw)) raw[key] = value;
  return raw;
}

/** The typed fields a FormData form gets back on a failure (`keep`, else all but Next's own). */
function keptValues(raw: Record<string, string>, keep?: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of keep ?? Object.keys(raw))
    if (key in raw && !key.startsWith("$ACTION")) values[key] = raw[key] as string;
  return values;
}

function isFailure(value: object): value is TActionFailure {
  return (value as { ok?: unknown }).ok === false;
}

/**
 * Runs one action: its context (the session and plan, or a refusal), then the parse, then the
 * handler. An AppError becomes its message (next to its field when it names one), anything else is
 * logged and becomes the action's failure message. Next's redirect and notFound pass through.
 */
async function run<TSchema extends z.ZodType, TContext extends object, TData>(
  config: TCommon<TSchema>,
  payload: unknown,
  contextOf: () => Promise<TContext | TActionFailure>,
  handler: (input: z.infer<TSchema>, context: TContext) => Promise<TData>,
): Promise<TActionResult<TData>> {
  const raw = toRaw(payload);
  const values =
    payload instanceof FormData
      ? keptValues(raw as Record<string, string>, config.keep)
      : undefined;
  // Parsed before anything reads it: a NUL byte or absurd nesting never reaches a server function.
  const unsafe = unsafeInputPathOf(raw);
  if (unsafe) return failureOf("unsafe-characters", { field: unsafe, values });
  try {
    const context = await contextOf();
    if (isFailure(context)) return { ...context, values };
    const parsed = config.input.safeParse(raw);
    if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), values };
    return { ok: true, data: await handler(parsed.data, context) };
  } catch (error) {
    unstable_rethrow(error);
    // A second-stage parse inside the handler (the answers of an assessment step) is bad input too.
    if (error instanceof z.ZodError)
      return { ok: false, fieldErrors: fieldErrorsOf(error), values };
    if (isAppError(error))
      return failureOf(error.code, { field: error.field, message: error.message, values });
    logger.error({ err: error, action: config.name }, "action failed");
    if (isConnectionError(error)) return failureOf("database-unavailable", { values });
    return failureOf(config.failure ?? "save-failed", { values });
  }
}

/**
 * A server action for a signed-in person (issue #11): the session, the plan's feature, zod,
 * AppError mapping and logging, done once. Takes a plain payload or FormData.
 */
export function defineAction<TSchema extends z.ZodType, TData = undefined>(
  config: TSignedIn<TSchema, TData>,
): TAction<TData> {
  return async (first, formData) =>
    run(
      config,
      inputOf(first, formData),
      async (): Promise<TActionContext | TActionFailure> => {
        const access = await getCurrentAccess();
        if (!access || (config.needsProfile && !access.profile)) return failureOf("session-ended");
        const locked = config.feature && lockedCodeOf(access.tier, config.feature);
        if (locked) return failureOf(locked);
        return { userId: access.session.user.id, access, headers: await headers() };
      },
      // The server functions the handler calls check the plan again (requireFeature): with the
      // facts just read, not a second read of them.
      (input, context) =>
        withActionFacts(context.userId, context.access, () => config.handler(input, context)),
    );
}

/** The same for actions a visitor uses (sign-in, sign-up, password reset): no session needed. */
export function definePublicAction<TSchema extends z.ZodType, TData = undefined>(
  config: TPublic<TSchema, TData>,
): TAction<TData> {
  return async (first, formData) =>
    run(
      config,
      inputOf(first, formData),
      async () => ({ headers: await headers() }),
      config.handler,
    );
}
