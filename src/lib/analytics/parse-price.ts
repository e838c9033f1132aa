/** The currency symbols spec 5 strips from a tracked price: dollar, euro, pound and yen. */
const SYMBOLS = /[$\u20ac\u00a3\u00a5,\s]/g;

/**
 * A tracked price as a number (spec 5, "Tracking price parsing"): the $, €, £ and ¥ symbols and
 * thousands commas are stripped; what is left must be a plain decimal number, or the price is 0.
 * Numbers pass through when finite. Never negative, never NaN: an event's value is never garbage.
 */
export function parseTrackedPrice(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : 0;
  if (typeof value !== "string") return 0;
  const stripped = value.replace(SYMBOLS, "");
  if (!/^\d+(\.\d+)?$/.test(stripped)) return 0;
  const number = Number(stripped);
  return Number.isFinite(number) ? number : 0;
}
