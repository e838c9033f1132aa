// Spec 3's checkout context in browser storage, and the cookie that tells the server one is
// pending (CHECKOUT_PENDING_COOKIE), so a protected page sends a signed-out visitor to
// /login?returnTo=...&checkout=true. Browser only.
import {
  CHECKOUT_CONTEXT_KEY,
  readCheckoutContext,
  type TCheckoutContext,
} from "@/domain/billing/checkout-context";
import { writeBrowserCookie } from "./browser-cookie";
import { CHECKOUT_PENDING_COOKIE } from "./routes";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function saveCheckoutContext(context: TCheckoutContext): void {
  try {
    storage()?.setItem(CHECKOUT_CONTEXT_KEY, JSON.stringify(context));
  } catch {
    // Storage blocked: the returnTo in the address still brings the person back.
  }
  const seconds = Math.max(Math.floor((context.expiresAt - Date.now()) / 1000), 0);
  writeBrowserCookie(CHECKOUT_PENDING_COOKIE, "1", seconds);
}

/** The pending context, or null (none, malformed, or older than 2 hours: then it is removed). */
export function loadCheckoutContext(): { context: TCheckoutContext | null; expired: boolean } {
  const raw = storage()?.getItem(CHECKOUT_CONTEXT_KEY) ?? null;
  const context = readCheckoutContext(raw, Date.now());
  if (raw && !context) {
    clearCheckoutContext();
    return { context: null, expired: true };
  }
  return { context, expired: false };
}

export function clearCheckoutContext(): void {
  try {
    storage()?.removeItem(CHECKOUT_CONTEXT_KEY);
  } catch {
    // Nothing to clear where storage is blocked.
  }
  writeBrowserCookie(CHECKOUT_PENDING_COOKIE, "", 0);
}
