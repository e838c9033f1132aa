// Spec 3's checkout context, kept in browser storage: what a person was buying when they were sent
// to sign in, so they land back in the same checkout. It lasts 2 hours (spec 9).
import { z } from "zod";
import { CHECKOUT_CONTEXT_TTL_MS } from "@/lib/constants";
import { ADDON_TYPES } from "./catalogue";

export const CHECKOUT_CONTEXT_KEY = "ww_checkout_context";

const ZId = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ZCheckoutContext = z.object({
  type: z.enum(["upgrade", "new_subscription", "addon"]),
  action: z.string().max(40),
  planId: ZId.nullable(),
  fromPlan: ZId.nullable(),
  toPlan: ZId.nullable(),
  addonType: z.enum(ADDON_TYPES).nullable(),
  userId: z.string().max(64).nullable(),
  source: z.string().max(64).nullable(),
  originalPath: z.string().max(512).startsWith("/"),
  query: z.string().max(1024),
  timestamp: z.number().int().nonnegative(),
  expiresAt: z.number().int().nonnegative(),
});
export type TCheckoutContext = z.infer<typeof ZCheckoutContext>;

const CHECKOUT_PARAMS = ["planId", "addonType", "itemId", "isUpgrade", "fromPlan", "source"];

function keptQueryOf(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of CHECKOUT_PARAMS) {
    const value = params.get(key);
    if (value && ZId.safeParse(value).success) kept.set(key, value);
  }
  return kept.toString();
}

/** A context for a checkout starting at `path` + `query` now; it expires 2 hours later. */
export function checkoutContextOf(input: {
  path: string;
  query: string;
  userId: string | null;
  now: number;
}): TCheckoutContext {
  const params = new URLSearchParams(input.query);
  const get = (key: string) => {
    const v = params.get(key);
    return v && ZId.safeParse(v).success ? v : null;
  };
  const addon = params.get("addonType");
  const addonType = (ADDON_TYPES as readonly string[]).includes(addon ?? "")
    ? (addon as (typeof ADDON_TYPES)[number])
    : null;
  const isUpgrade = params.get("isUpgrade") === "true" || input.path === "/switch-plan";
  const type = addonType ? "addon" : isUpgrade ? "upgrade" : "new_subscription";
  return {
    type,
    action: type === "addon" ? "purchase_addon" : isUpgrade ? "switch_plan" : "subscribe",
    planId: get("planId"),
    fromPlan: get("fromPlan"),
    toPlan: get("planId"),
    addonType,
    userId: input.userId,
    source: get("source"),
    originalPath: input.path.slice(0, 512),
    // Only the checkout's own parameters, so the context always reads back (and carries nothing else).
    query: keptQueryOf(params),
    timestamp: input.now,
    expiresAt: input.now + CHECKOUT_CONTEXT_TTL_MS,
  };
}

/** The stored context, if it parses and has not expired; null otherwise. */
export function readCheckoutContext(raw: string | null, now: number): TCheckoutContext | null {
  if (!raw) return null;
  try {
    const parsed = ZCheckoutContext.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return parsed.data.expiresAt > now ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Where to resume a context: the page and query it started on. */
export function resumePathOf(context: TCheckoutContext): string {
  return context.query ? `${context.originalPath}?${context.query}` : context.originalPath;
}
