// The free starter guide (issue #18's Lead): sent through the outbox, recorded once per email with
// the consent given, and limited per address.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { getDb } from "../db/client";
import { emailOutbox, guideRequests } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { requestStarterGuide } from "./request-starter-guide";

beforeEach(async () => {
  await resetTestDb();
});

let ip = 0;
const ask = (email: string, marketingConsent = false) =>
  requestStarterGuide({
    email,
    marketingConsent,
    source: "freeguides-top",
    headers: requestHeaders({ ip: `198.51.100.${(ip++ % 200) + 1}` }),
  });

it("sends the guide's link and records the request with the consent given", async () => {
  await ask(" Lee@Example.com ", true);
  const [mail] = await getDb().select().from(emailOutbox);
  expect(mail).toMatchObject({
    to: "lee@example.com",
    subject: "Your free Wristwise starter guide",
  });
  expect(mail?.text).toContain("/api/guides/starter");
  expect(mail?.text).toContain("not medical advice");
  expect(await getDb().select().from(guideRequests)).toEqual([
    expect.objectContaining({
      email: "lee@example.com",
      marketingConsent: true,
      source: "freeguides-top",
      sentCount: 1,
    }),
  ]);
});

it("asked again, updates the one row (consent as given this time) and counts the sends", async () => {
  await ask("lee@example.com", true);
  await ask("LEE@example.com", false);
  const rows = await getDb().select().from(guideRequests);
  expect(rows).toEqual([
    expect.objectContaining({ email: "lee@example.com", marketingConsent: false, sentCount: 2 }),
  ]);
});

it("sends at most 3 a day to one address, then refuses and sends nothing", async () => {
  for (let i = 0; i < 3; i++) await ask("lee@example.com");
  await expect(ask("lee@example.com")).rejects.toMatchObject({ code: "too-many-requests" });
  expect(
    await getDb().select().from(emailOutbox).where(eq(emailOutbox.to, "lee@example.com")),
  ).toHaveLength(3);
});
