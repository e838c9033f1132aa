import * as drizzle from "drizzle-orm";
import { count, eq, max, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getAuth } from "../auth/auth";
import { getDb } from "./client";
import { rowMapperOf, withRowMapper } from "./row-mapper";
import { exerciseLogs, profile, session as sessionTable, user } from "./schema";
import { resetTestDb } from "./testing/reset-test-db";

// The prepared queries' row mapper must give exactly what drizzle's own mapping gives, on both
// databases, for every kind of field the app selects: columns of each type, nested tables, a
// left-joined table with and without its row, SQL with and without a decoder, aliased SQL.

beforeEach(async () => {
  await resetTestDb();
});

async function signUp(email: string): Promise<string> {
  const result = await getAuth().api.signUpEmail({
    body: { name: "Row Mapper", email, password: "calm-hands-42" },
  });
  return result.user.id;
}

/** Drizzle's own row mapping: exported at run time, marked internal in its types. */
const { mapResultRow } = drizzle as unknown as {
  mapResultRow: (fields: unknown, row: unknown[], joins: unknown) => unknown;
};

/** The hook withRowMapper sets: without it the comparisons below would be drizzle's against itself. */
const mapperOf = (query: unknown) => (query as { customResultMapper?: unknown }).customResultMapper;

const sessionShape = {
  session: sessionTable,
  user,
  profile,
  purchases: sql<
    { n: number }[]
  >`coalesce((select json_agg(json_build_object('n', 1))), '[]'::json)`,
};

describe("rows of a prepared query", () => {
  it("a nested select with a left join: the same objects as drizzle's, with and without the joined row", async () => {
    const db = getDb();
    const withProfile = await signUp("with-profile@example.com");
    const withoutProfile = await signUp("without-profile@example.com");
    await db.delete(profile).where(eq(profile.userId, withoutProfile));
    const plain = () =>
      db
        .select(sessionShape)
        .from(sessionTable)
        .innerJoin(user, eq(user.id, sessionTable.userId))
        .leftJoin(profile, eq(profile.userId, sessionTable.userId))
        .where(eq(sessionTable.userId, sql.placeholder("userId")));
    const prepared = withRowMapper(plain().prepare("test_row_mapper_session"));
    expect(mapperOf(prepared)).toBeTypeOf("function");
    for (const userId of [withProfile, withoutProfile]) {
      const mine = await prepared.execute({ userId });
      const drizzles = await plain().prepare("test_row_mapper_session_plain").execute({ userId });
      expect(mine).toEqual(drizzles);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.profile === null).toBe(userId === withoutProfile);
      expect(mine[0]?.session.createdAt).toBeInstanceOf(Date);
    }
  });

  it("flat columns of each type, SQL with a decoder, aliased SQL and aggregates", async () => {
    const db = getDb();
    const userId = await signUp("flat@example.com");
    await db.insert(exerciseLogs).values([
      { userId, slug: "wrist-extension-curl", reps: 12, weightLbs: 2.5, restBreaks: 0, pain: 2 },
      { userId, slug: "tendon-glides", reps: 10, weightLbs: null, restBreaks: 1, pain: 0 },
    ]);
    const flat = () =>
      db
        .select({
          slug: exerciseLogs.slug,
          reps: exerciseLogs.reps,
          weightLbs: exerciseLogs.weightLbs,
          loggedAt: exerciseLogs.loggedAt,
          doubled: sql<number>`${exerciseLogs.reps} * 2`.mapWith(Number),
          raw: sql<string>`'as it is'`,
          day: sql<string>`to_char(${exerciseLogs.loggedAt}, 'YYYY')`.as("day"),
          sessionData: profile.sessionData,
          disabled: profile.disabled,
        })
        .from(exerciseLogs)
        .leftJoin(profile, eq(profile.userId, exerciseLogs.userId))
        .where(eq(exerciseLogs.userId, sql.placeholder("userId")))
        .orderBy(exerciseLogs.slug);
    const preparedFlat = withRowMapper(flat().prepare("test_row_mapper_flat"));
    expect(mapperOf(preparedFlat)).toBeTypeOf("function");
    const mine = await preparedFlat.execute({ userId });
    const drizzles = await flat().prepare("test_row_mapper_flat_plain").execute({ userId });
    expect(mine).toEqual(drizzles);
    expect(mine.map((r) => r.weightLbs)).toEqual([null, 2.5]);
    expect(mine[0]?.doubled).toBe(20);

    const totals = () =>
      db
        .select({ sets: count(), heaviest: max(exerciseLogs.weightLbs) })
        .from(exerciseLogs)
        .where(eq(exerciseLogs.userId, sql.placeholder("userId")));
    expect(
      await withRowMapper(totals().prepare("test_row_mapper_totals")).execute({ userId }),
    ).toEqual([{ sets: 2, heaviest: 2.5 }]);
  });

  it("drizzle's rule for a joined table: only the object's first column decides, and only for a nullable join", () => {
    const fields = [
      { path: ["user", "id"], field: user.id },
      { path: ["profile", "userId"], field: profile.userId },
      { path: ["profile", "disabled"], field: profile.disabled },
    ];
    const rows = [
      ["u1", null, null],
      ["u1", null, true], // first column null, a later one not: drizzle still nulls the object
      ["u1", "u1", false],
    ];
    // An object holding columns of two tables is never nulled; a deeper path is nested as drizzle does.
    const mixed = [
      { path: ["profile", "userId"], field: profile.userId },
      { path: ["profile", "email"], field: user.email },
      { path: ["deep", "inner", "id"], field: user.id },
    ];
    for (const joins of [
      { user: true, profile: false },
      { user: true, profile: true },
      undefined,
    ]) {
      for (const row of rows)
        expect(rowMapperOf(fields, joins)(row)).toEqual(mapResultRow(fields, row, joins));
      for (const row of [
        [null, null, "u1"],
        [null, "a@example.com", "u1"],
      ])
        expect(rowMapperOf(mixed, joins)(row)).toEqual(mapResultRow(mixed, row, joins));
    }
  });

  it("leaves a query it cannot map alone: no fields, or a mapper already set", () => {
    const raw = { fields: undefined };
    expect(withRowMapper(raw)).toEqual({ fields: undefined });
    const own = () => [];
    const set = { fields: [], customResultMapper: own };
    expect(withRowMapper(set).customResultMapper).toBe(own);
  });
});
