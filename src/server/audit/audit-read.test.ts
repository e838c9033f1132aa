// Reads of health data are audited after the response (issue #15, decision 0021): every queued
// row lands whole, many requests' rows in one statement, and none is ever dropped silently.
import { asc } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { getDb } from "../db/client";
import { auditLog } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { logger } from "../logger";

// Next's after(): the test runs what a request would run once its response has gone.
const afterResponse = vi.hoisted(() => ({ tasks: [] as (() => Promise<void>)[] }));
vi.mock("next/server", () => ({
  after: (task: () => Promise<void>) => {
    afterResponse.tasks.push(task);
  },
}));
const { auditRead } = await import("./audit-read");

const rows = () => getDb().select().from(auditLog).orderBy(asc(auditLog.id));
async function respond() {
  const tasks = afterResponse.tasks.splice(0);
  await Promise.all(tasks.map((task) => task()));
}

beforeEach(async () => {
  await resetTestDb();
  afterResponse.tasks.length = 0;
});

describe("auditRead", () => {
  it("writes nothing before the response, then every queued row with every field", async () => {
    const at = new Date("2026-11-30T09:15:00.000Z");
    await auditRead({
      action: "assessment_read",
      userId: "user-1",
      resourceType: "assessment",
      headers: requestHeaders({ ip: "203.0.113.5" }),
      at,
    });
    await auditRead({
      action: "program_read",
      userId: "clinician-1",
      patientId: "user-2",
      resourceType: "exercisePrescriptions",
      resourceId: "rx-9",
      at,
    });
    expect(await rows()).toHaveLength(0);

    await respond();
    expect(await rows()).toEqual([
      {
        id: expect.any(Number),
        timestamp: at,
        userId: "user-1",
        action: "assessment_read",
        patientId: "user-1",
        resourceType: "assessment",
        resourceId: null,
        details: { userAgent: "Mozilla/5.0 (integration test)", ipAddress: "203.0.113.5" },
        hipaaCompliant: true,
        retentionDate: new Date("2032-11-30T09:15:00.000Z"),
      },
      {
        id: expect.any(Number),
        timestamp: at,
        userId: "clinician-1",
        action: "program_read",
        patientId: "user-2",
        resourceType: "exercisePrescriptions",
        resourceId: "rx-9",
        details: { userAgent: null, ipAddress: null },
        hipaaCompliant: true,
        retentionDate: new Date("2032-11-30T09:15:00.000Z"),
      },
    ]);
  });

  it("keeps text as it was sent: quotes, backslashes, a long user agent and other scripts", async () => {
    // A header holds Latin-1 only; other scripts arrive in ids.
    const agent = `Mozilla/5.0 "quoted" \\ back\\slash café ${"x".repeat(600)}`;
    await auditRead({
      action: "progress_read",
      userId: "user-'1",
      resourceType: "progress",
      resourceId: 'rx "東京" \\n',
      headers: new Headers({ "user-agent": agent, "x-wristwise-peer": "::1" }),
    });
    await respond();
    const [row] = await rows();
    expect(row?.userId).toBe("user-'1");
    expect(row?.resourceId).toBe('rx "東京" \\n');
    expect(row?.details.userAgent).toBe(agent.slice(0, 512));
  });

  it("writes many requests' rows in one go, each once", async () => {
    for (let i = 0; i < 40; i += 1)
      await auditRead({ action: "read", userId: `user-${i}`, resourceType: "assessment" });
    await respond();
    const written = await rows();
    expect(written.map((r) => r.userId).sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `user-${i}`).sort(),
    );
  });

  it("logs every row in full when they cannot be written, after three tries", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    // A row the table refuses (action is required): the batch fails on every try.
    await auditRead({
      action: null as unknown as string,
      userId: "user-1",
      resourceType: "assessment",
    });
    await auditRead({ action: "read", userId: "user-2", resourceType: "assessment" });
    await respond();
    expect(await rows()).toHaveLength(0);
    const lost = logged.mock.calls.map(([context]) => (context as { auditRow?: unknown }).auditRow);
    expect(lost).toEqual([
      expect.objectContaining({ userId: "user-1", action: null }),
      expect.objectContaining({ userId: "user-2", action: "read" }),
    ]);
    logged.mockRestore();
  });

  it("writes at once outside a request", async () => {
    vi.resetModules();
    vi.doMock("next/server", () => ({
      after: () => {
        throw new Error("`after` was called outside a request scope");
      },
    }));
    const outside = await import("./audit-read");
    await outside.auditRead({ action: "read", userId: "user-3", resourceType: "assessment" });
    expect((await rows()).map((r) => r.userId)).toEqual(["user-3"]);
    vi.doUnmock("next/server");
  });
});
