// The local provider's card rules (issue #13): Stripe's own test numbers, so a person who knows
// Stripe's test mode knows these. Nothing here is a real card: the local checkout takes no money.
import { z } from "zod";

/** Succeeds. */
export const TEST_CARD_SUCCESS = "4242424242424242";
/** Declined by the "bank" (Stripe's generic decline test number). */
export const TEST_CARD_DECLINED = "4000000000000002";

export const CARD_MESSAGES = {
  number: "Enter the 16-digit card number.",
  luhn: "That card number isn't valid. Please check it.",
  unknown: "This test checkout takes the test card 4242 4242 4242 4242.",
  expiry: "Enter the expiry date as MM / YY.",
  expired: "This card has expired. Please check the expiry date.",
  cvc: "Enter the 3-digit security code from the back of the card.",
  name: "Enter the name on the card.",
  declined: "Your card was declined. No money was taken. Please try another card.",
} as const;

function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** MM/YY (or MM / YY, MM/YYYY) to year and month; null when it doesn't read as one. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < thisMonth;
}

export const ZTestCard = z.object({
  name: z.string().trim().min(1, CARD_MESSAGES.name).max(100, CARD_MESSAGES.name),
  number: z
    .string()
    .transform(digitsOf)
    .pipe(
      z
        .string()
        .regex(/^\d{16}$/, CARD_MESSAGES.number)
        // Only a 16-digit number is checked further: one message per mistake.
        .refine((v) => !/^\d{16}$/.test(v) || passesLuhn(v), CARD_MESSAGES.luhn),
    ),
  expiry: z.string().max(10, CARD_MESSAGES.expiry),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3}$/, CARD_MESSAGES.cvc),
});
export type TTestCard = z.infer<typeof ZTestCard>;

export type TCardOutcome =
  | { ok: true; last4: string }
  | { ok: false; field: "number" | "expiry" | "cvc"; message: string; declined: boolean };

/** What the local "bank" says to a parsed card at `now`. */
export function chargeTestCard(card: TTestCard, now: Date): TCardOutcome {
  const expiry = parseExpiry(card.expiry);
  if (!expiry)
    return { ok: false, field: "expiry", message: CARD_MESSAGES.expiry, declined: false };
  if (isExpired(expiry, now))
    return { ok: false, field: "expiry", message: CARD_MESSAGES.expired, declined: false };
  if (card.number === TEST_CARD_DECLINED)
    return { ok: false, field: "number", message: CARD_MESSAGES.declined, declined: true };
  if (card.number !== TEST_CARD_SUCCESS)
    return { ok: false, field: "number", message: CARD_MESSAGES.unknown, declined: false };
  return { ok: true, last4: card.number.slice(-4) };
}
