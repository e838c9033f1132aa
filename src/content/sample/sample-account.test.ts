import { expect, it } from "vitest";
import { sampleAccountOf } from "./sample-account";

it("the sample account is a monthly Pro member with two paid payments and an ebook", () => {
  const account = sampleAccountOf();
  expect(account.plan).toMatchObject({
    planName: "Pro monthly",
    status: "Active",
    period: { kind: "renews", date: "2026-12-14T09:00:00.000Z" },
    addons: [{ type: "ebooks", name: "Ebooks", detail: "1 ebook", period: null }],
    subscribed: true,
  });
  expect(account.payments.map((p) => [p.description, p.amountCents])).toEqual([
    ["Ebooks: Typing without pain", 999],
    ["Pro monthly", 1499],
  ]);
});
