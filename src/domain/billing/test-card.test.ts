import { describe, expect, it } from "vitest";
import {
  CARD_MESSAGES,
  chargeTestCard,
  isExpired,
  parseExpiry,
  passesLuhn,
  type TCardOutcome,
  TEST_CARD_DECLINED,
  TEST_CARD_SUCCESS,
  ZTestCard,
} from "./test-card";

const NOW = new Date("2026-11-23T12:00:00.000Z");

const card = (patch: Record<string, string> = {}) => ({
  name: "Ada Lovelace",
  number: "4242 4242 4242 4242",
  expiry: "12/30",
  cvc: "123",
  ...patch,
});

describe("passesLuhn", () => {
  it.each([
    ["4242424242424242", true],
    ["4000000000000002", true],
    ["5555555555554444", true],
    ["4242424242424241", false],
    ["4000000000000001", false],
    ["79927398713", true],
    ["79927398710", false],
    ["", false],
  ])("%j -> %s", (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});

describe("parseExpiry", () => {
  it.each([
    ["12/30", { month: 12, year: 2030 }],
    ["12 / 30", { month: 12, year: 2030 }],
    [" 01/27 ", { month: 1, year: 2027 }],
    ["1/2031", { month: 1, year: 2031 }],
    ["09/2029", { month: 9, year: 2029 }],
    ["13/30", null],
    ["00/30", null],
    ["1230", null],
    ["ab/cd", null],
    ["12/3", null],
    ["12/303", null],
    ["123/30", null],
    ["12-30", null],
    ["", null],
  ])("%j -> %j", (value, expected) => {
    expect(parseExpiry(value)).toEqual(expected);
  });
});

describe("isExpired: good through the last day of the expiry month", () => {
  it.each([
    [11, 2026, false],
    [10, 2026, true],
    [12, 2026, false],
    [1, 2027, false],
    [11, 2025, true],
    [12, 2025, true],
  ])("%i/%i at 2026-11-23 -> expired %s", (month, year, expected) => {
    expect(isExpired({ month, year }, NOW)).toBe(expected);
  });

  it.each([
    ["2026-11-30T23:59:59.999Z", false],
    ["2026-12-01T00:00:00.000Z", true],
  ])("11/2026 at %s -> expired %s", (now, expected) => {
    expect(isExpired({ month: 11, year: 2026 }, new Date(now))).toBe(expected);
  });
});

describe("ZTestCard", () => {
  it.each([
    "4242 4242 4242 4242",
    "4242-4242-4242-4242",
    "4242424242424242",
    " 4242 4242-4242 4242 ",
  ])("strips spaces and dashes from %j", (number) => {
    expect(ZTestCard.parse(card({ number })).number).toBe("4242424242424242");
  });

  it("trims the name and the CVC", () => {
    expect(ZTestCard.parse(card({ name: "  Ada  ", cvc: " 123 " }))).toMatchObject({
      name: "Ada",
      cvc: "123",
    });
  });

  it.each<[string, Record<string, string>, "name" | "number" | "cvc" | "expiry", string]>([
    ["15 digits", { number: "4242 4242 4242 424" }, "number", CARD_MESSAGES.number],
    ["17 digits", { number: "42424242424242424" }, "number", CARD_MESSAGES.number],
    ["letters", { number: "4242 4242 4242 42ab" }, "number", CARD_MESSAGES.number],
    ["an empty number", { number: "" }, "number", CARD_MESSAGES.number],
    ["a Luhn failure", { number: "4242 4242 4242 4241" }, "number", CARD_MESSAGES.luhn],
    ["a 2-digit CVC", { cvc: "12" }, "cvc", CARD_MESSAGES.cvc],
    ["a 4-digit CVC", { cvc: "1234" }, "cvc", CARD_MESSAGES.cvc],
    ["a CVC of letters", { cvc: "abc" }, "cvc", CARD_MESSAGES.cvc],
    ["an empty name", { name: "" }, "name", CARD_MESSAGES.name],
    ["a name of spaces", { name: "   " }, "name", CARD_MESSAGES.name],
    ["a 101-character name", { name: "a".repeat(101) }, "name", CARD_MESSAGES.name],
    ["an over-long expiry", { expiry: "12 / 2030 x" }, "expiry", CARD_MESSAGES.expiry],
  ])("refuses %s with its message", (_label, patch, field, message) => {
    const result = ZTestCard.safeParse(card(patch));
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    // The form shows the first message per field (fieldErrorsOf), and only this field is wrong.
    expect(issues[0]).toMatchObject({ path: [field], message });
    expect(issues.every((i) => i.path.join(".") === field)).toBe(true);
  });
});

describe("chargeTestCard at 2026-11-23", () => {
  it("uses Stripe's test numbers", () => {
    expect(TEST_CARD_SUCCESS).toBe("4242424242424242");
    expect(TEST_CARD_DECLINED).toBe("4000000000000002");
  });

  it.each<[string, Record<string, string>, TCardOutcome]>([
    ["4242 4242 4242 4242 succeeds", {}, { ok: true, last4: "4242" }],
    ["4242 expiring this month succeeds", { expiry: "11/26" }, { ok: true, last4: "4242" }],
    [
      "4000 0000 0000 0002 is declined",
      { number: "4000 0000 0000 0002" },
      { ok: false, field: "number", message: CARD_MESSAGES.declined, declined: true },
    ],
    [
      "a valid card number that is neither test card is refused",
      { number: "5555 5555 5555 4444" },
      { ok: false, field: "number", message: CARD_MESSAGES.unknown, declined: false },
    ],
    [
      "a past expiry is refused even for 4242",
      { expiry: "10/26" },
      { ok: false, field: "expiry", message: CARD_MESSAGES.expired, declined: false },
    ],
    [
      "a past expiry comes before a decline",
      { number: "4000000000000002", expiry: "10/26" },
      { ok: false, field: "expiry", message: CARD_MESSAGES.expired, declined: false },
    ],
    [
      "a malformed expiry is refused",
      { expiry: "1330" },
      { ok: false, field: "expiry", message: CARD_MESSAGES.expiry, declined: false },
    ],
    [
      "month 13 is refused",
      { expiry: "13/30" },
      { ok: false, field: "expiry", message: CARD_MESSAGES.expiry, declined: false },
    ],
  ])("%s", (_label, patch, outcome) => {
    expect(chargeTestCard(ZTestCard.parse(card(patch)), NOW)).toEqual(outcome);
  });
});
