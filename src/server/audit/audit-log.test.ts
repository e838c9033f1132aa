import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { signInWithEmail } from "../auth/sign-in-with-email";
import { signUpWithEmail } from "../auth/sign-up-with-email";
import { getDb } from "../db/client";
import { auditLog, notifications } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { purgeExpiredAuditLogs } from "./purge-expired-audit-logs";
import { retentionDateFor, writeAuditLog, writeWithAudit } from "./write-audit-log";

beforeEach(async () => {
  await resetTestDb();
});

describe("the audit log of spec section 3", () => {
  it("writes every field, with retention six years on", async () => {
    const at = new Date("2026-11-22T10:00:00.000Z");
    await writeAuditLog({
      action: "read",
      userId: "user-1",
      resourceType: "outcomeMeasures",
      resourceId: "om-1",
      headers: requestHeaders({ ip: "203.0.113.5" }),
      at,
    });
    const [row] = await getDb().select().from(auditLog);
    expect(row).toMatchObject({
      timestamp: at,
      userId: "user-1",
      action: "read",
      patientId: "user-1",
      resourceType: "outcomeMeasures",
      resourceId: "om-1",
      details: { userAgent: "Mozilla/5.0 (integration test)", ipAddress: "203.0.113.5" },
      hipaaCompliant: true,
      retentionDate: new Date("2032-11-22T10:00:00.000Z"),
    });
  });

  it.each([
    ["2026-11-22T00:00:00.000Z", "2032-11-22T00:00:00.000Z"],
    ["2024-02-29T12:00:00.000Z", "2030-03-01T12:00:00.000Z"],
    ["2026-12-31T23:59:59.999Z", "2032-12-31T23:59:59.999Z"],
  ])("retention of %s is %s", (at, expected) => {
    expect(retentionDateFor(new Date(at)).toISOString()).toBe(expected);
  });

  it("writes inside the caller's transaction, and a failed audit write never aborts it", async () => {
    const signUp = await signUpWithEmail(
      { name: "Ana", email: "ana@example.com", password: "calm-hands-42" },
      requestHeaders(),
    );
    if (!signUp.ok) throw new Error("sign-up failed");
    await getDb().delete(auditLog);
    await getDb().transaction(async (tx) => {
      await tx
        .insert(notifications)
        .values({ userId: signUp.userId, type: "welcome", title: "Welcome", message: "Hello" });
      // A null action violates NOT NULL: the audit insert fails, the notification must still commit.
      await writeAuditLog(
        { action: null as unknown as string, userId: signUp.userId, resourceType: "notifications" },
        tx,
      );
      await writeAuditLog(
        { action: "create", userId: signUp.userId, resourceType: "notifications" },
        tx,
      );
    });
    expect(await getDb().select().from(notifications)).toHaveLength(1);
    expect((await getDb().select().from(auditLog)).map((r) => r.action)).toEqual(["create"]);
  });

  describe("a write and its audit row in one statement (writeWithAudit)", () => {
    async function signedUp() {
      const signUp = await signUpWithEmail(
        { name: "Ana", email: "ana@example.com", password: "calm-hands-42" },
        requestHeaders(),
      );
      if (!signUp.ok) throw new Error("sign-up failed");
      await getDb().delete(auditLog);
      await getDb().delete(notifications);
      return signUp.userId;
    }
    const welcome = (userId: string) =>
      getDb()
        .insert(notifications)
        .values({ userId, type: "welcome", title: "Welcome", message: "Hello" });

    it("writes both rows", async () => {
      const userId = await signedUp();
      await writeWithAudit(welcome(userId), {
        action: "create",
        userId,
        resourceType: "notifications",
        headers: requestHeaders({ ip: "203.0.113.9" }),
      });
      expect(await getDb().select().from(notifications)).toHaveLength(1);
      expect(await getDb().select().from(auditLog)).toMatchObject([
        { action: "create", userId, details: { ipAddress: "203.0.113.9" } },
      ]);
    });

    it("keeps the person's change when the audit row fails, once (spec 8)", async () => {
      const userId = await signedUp();
      await writeWithAudit(welcome(userId), {
        action: null as unknown as string,
        userId,
        resourceType: "notifications",
      });
      expect(await getDb().select().from(notifications)).toHaveLength(1);
      expect(await getDb().select().from(auditLog)).toHaveLength(0);
    });

    it("writes neither row when the write itself fails, and says so", async () => {
      const userId = await signedUp();
      await expect(
        writeWithAudit(welcome("no-such-user"), {
          action: "create",
          userId,
          resourceType: "notifications",
        }),
      ).rejects.toThrow();
      expect(await getDb().select().from(notifications)).toHaveLength(0);
      expect(await getDb().select().from(auditLog)).toHaveLength(0);
    });
  });

  it("records sign-in", async () => {
    const signUp = await signUpWithEmail(
      { name: "Ana", email: "ana@example.com", password: "calm-hands-42" },
      requestHeaders(),
    );
    if (!signUp.ok) throw new Error("sign-up failed");
    await getDb().delete(auditLog);
    await signInWithEmail(
      { email: "ana@example.com", password: "calm-hands-42" },
      requestHeaders({ ip: "198.51.100.20" }),
    );
    const rows = await getDb().select().from(auditLog).where(eq(auditLog.userId, signUp.userId));
    expect(rows).toMatchObject([
      { action: "sign_in", resourceType: "session", details: { ipAddress: "198.51.100.20" } },
    ]);
  });

  it("purges rows past retention and nothing else", async () => {
    const now = new Date("2033-01-01T00:00:00.000Z");
    await writeAuditLog({
      action: "old",
      userId: "u",
      resourceType: "x",
      at: new Date("2026-12-31T23:59:59.999Z"),
    });
    await writeAuditLog({
      action: "boundary",
      userId: "u",
      resourceType: "x",
      at: new Date("2027-01-01T00:00:00.000Z"),
    });
    await writeAuditLog({
      action: "recent",
      userId: "u",
      resourceType: "x",
      at: new Date("2030-06-01T00:00:00.000Z"),
    });
    expect(await purgeExpiredAuditLogs(now)).toBe(1);
    expect((await getDb().select().from(auditLog)).map((r) => r.action).sort()).toEqual([
      "boundary",
      "recent",
    ]);
  });
});
