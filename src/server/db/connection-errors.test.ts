import { describe, expect, it, vi } from "vitest";
import { isConnectionError, isReadOnlyStatement } from "./connection-errors";

vi.mock("server-only", () => ({}));
const { resilientPool } = await import("./client");

const lost = () =>
  Object.assign(new Error("terminating connection due to administrator command"), {
    code: "57P01",
  });

describe("what counts as a lost connection", () => {
  it.each([
    [lost(), true],
    [Object.assign(new Error("x"), { code: "ECONNRESET" }), true],
    [new Error("Connection terminated unexpectedly"), true],
    [new Error("Failed query: select 1", { cause: lost() }), true],
    [Object.assign(new Error("duplicate key"), { code: "23505" }), false],
    [Object.assign(new Error("invalid byte sequence"), { code: "22021" }), false],
    [null, false],
    ["57P01", false],
  ])("%s -> %s", (error, expected) => {
    expect(isConnectionError(error)).toBe(expected);
  });

  it.each([
    ["select 1", true],
    ['  SELECT "id" from "user"', true],
    ["select * from profile where id = $1 for update", false],
    ['insert into "exercise_logs" values ($1)', false],
    ['update "profile" set x = 1', false],
    ["with x as (delete from t returning *) select * from x", false],
  ])("%s is read-only: %s", (text, expected) => {
    expect(isReadOnlyStatement(text)).toBe(expected);
  });
});

describe("the pool (#12 finding 11)", () => {
  function fakePool(...outcomes: (Error | object)[]) {
    const listeners: Record<string, (e: Error) => void> = {};
    const query = vi.fn(async () => {
      const next = outcomes.shift();
      if (next instanceof Error) throw next;
      return next;
    });
    const pool = { on: (event: string, fn: (e: Error) => void) => (listeners[event] = fn), query };
    // biome-ignore lint/suspicious/noExplicitAny: a stand-in for pg's Pool
    return { pool: resilientPool(pool as any), query, listeners };
  }

  it("runs a read once more when its connection died", async () => {
    const { pool, query } = fakePool(lost(), { rows: [1] });
    await expect(pool.query({ text: "select 1" } as never)).resolves.toEqual({ rows: [1] });
    expect(query).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["a write", 'insert into "t" values (1)', lost()],
    ["a locking read", "select 1 for update", lost()],
    ["a read that failed for another reason", "select 1", new Error("syntax error")],
  ])("never retries %s", async (_name, text, error) => {
    const { pool, query } = fakePool(error, { rows: [] });
    await expect(pool.query({ text } as never)).rejects.toBe(error);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it("gives up after one retry", async () => {
    const second = lost();
    const { pool } = fakePool(lost(), second);
    await expect(pool.query("select 1" as never)).rejects.toBe(second);
  });

  it("listens for idle clients' errors, so a terminated backend cannot crash the process", () => {
    const { listeners } = fakePool();
    expect(listeners.error).toBeTypeOf("function");
  });
});
