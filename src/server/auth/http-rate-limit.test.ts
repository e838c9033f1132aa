import { like } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { getDb } from "../db/client";
import { rateLimit } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { getAuth } from "./auth";

beforeEach(async () => {
  await resetTestDb();
});

function signInRequest(ip: string): Request {
  return new Request("http://localhost:3000/api/auth/sign-in/email", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": ip,
      origin: "http://localhost:3000",
    },
    body: JSON.stringify({ email: "nobody@example.com", password: "whatever1" }),
  });
}

it("limits Better Auth's own sign-in route per IP, with counts kept in the database", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++)
    statuses.push((await getAuth().handler(signInRequest("198.51.100.7"))).status);
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses[10]).toBe(429);
  const rows = await getDb().select().from(rateLimit).where(like(rateLimit.key, "%198.51.100.7%"));
  expect(rows.length).toBeGreaterThan(0);
  // Another address is unaffected.
  expect((await getAuth().handler(signInRequest("198.51.100.8"))).status).toBe(401);
});
