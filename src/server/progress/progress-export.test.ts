// The CSV download (GET /api/progress/export, issue #6): the signed-in person's own logs, with
// weights in their unit (spec 3) taken from the record the request has already read, and a
// visitor refused without a read or an audit row.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LOGS_CSV_HEADER } from "@/domain/progress/csv";
import { getDb } from "../db/client";
import { auditLog } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { idOf } from "../db/testing/id-of";
import { resetTestDb } from "../db/testing/reset-test-db";
import { findProgressData } from "./find-progress-data";

const access = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../access/get-current-access", () => ({ getCurrentAccess: async () => access.current }));
const { GET } = await import("@/app/api/progress/export/route");

const NOW = new Date("2026-11-22T10:00:00.000Z");
const WEIGHT = LOGS_CSV_HEADER.indexOf("weight");
const UNIT = LOGS_CSV_HEADER.indexOf("weight_unit");

let monthly: string;
beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts(NOW);
  monthly = await idOf("monthly@demo.wristwise.app");
});

function signedInAs(weightUnit: "lbs" | "kg" | null) {
  access.current = {
    session: { user: { id: monthly }, session: { id: "s1" } },
    tier: "monthly",
    profile: weightUnit === null ? null : { weightUnit },
    route: {},
  };
}

/** One CSV line's cells (RFC 4180: quoted cells, quotes doubled), without the quotes. */
function cellsOf(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .slice(0, LOGS_CSV_HEADER.length)
    .map(([, cell = ""]) =>
      cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
    );
}

/** The CSV's exercise-set rows with a weight, as [weight, unit]. */
async function weightsOf(response: Response): Promise<string[][]> {
  expect(response.status).toBe(200);
  return (await response.text())
    .trim()
    .split("\r\n")
    .map(cellsOf)
    .filter((cells) => cells[0] === "exercise_set" && cells[WEIGHT] !== "")
    .map((cells) => [cells[WEIGHT] ?? "", cells[UNIT] ?? ""]);
}

async function exportAudits() {
  const rows = await getDb()
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.userId, monthly));
  return rows.filter((r) => r.action === "logs_exported").length;
}

describe("the CSV's weight unit", () => {
  it.each([
    ["lbs", "lbs", 1],
    ["kg", "kg", 0.453_592_37],
    [null, "lbs", 1],
  ] as const)("profile %s: weights in %s", async (stored, unit, perLb) => {
    signedInAs(stored);
    const sets = (await findProgressData({ userId: monthly, purpose: "progress_read" })).sets;
    const expected = sets
      .filter((s) => s.weightLbs !== null)
      .map((s) => [String(Math.round((s.weightLbs ?? 0) * perLb * 10) / 10), unit]);
    expect(expected.length).toBeGreaterThan(0);
    const weights = await weightsOf(await GET(new Request("http://localhost/api/progress/export")));
    expect(weights).toEqual(expected);
  });
});

describe("who may download", () => {
  it("a visitor gets 401 with the spec's sign-in message, and nothing is read or audited", async () => {
    access.current = null;
    const response = await GET(new Request("http://localhost/api/progress/export"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in first." });
    expect(await exportAudits()).toBe(0);
  });

  it("the signed-in person's download is audited once as logs_exported", async () => {
    signedInAs("lbs");
    await GET(new Request("http://localhost/api/progress/export"));
    expect(await exportAudits()).toBe(1);
  });
});
