import { afterEach, beforeEach, vi } from "vitest";
import { workerDatabaseUrl } from "./worker-database";

// With PostgreSQL, this worker's own database (tests/setup/worker-database.ts), set before any
// test file opens one.
if (process.env.DATABASE_URL) {
  process.env.DATABASE_URL = workerDatabaseUrl(
    process.env.DATABASE_URL,
    Number(process.env.VITEST_POOL_ID ?? 1),
  );
}

// Epic Stack's rule: an unexpected console.error or console.warn fails the test.
beforeEach(() => {
  for (const method of ["error", "warn"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} was called during a test: ${args.map(String).join(" ")}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});
