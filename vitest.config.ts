import path from "node:path";
import { defineConfig } from "vitest/config";
import { VITEST_WORKERS } from "./tests/setup/worker-database";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      // Next resolves server-only under the react-server condition; tests run on the server too.
      "server-only": path.resolve(import.meta.dirname, "tests/setup/empty.ts"),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/integration/**/*.test.ts"],
    setupFiles: ["tests/setup/vitest-setup.ts"],
    globalSetup: ["tests/setup/vitest-global-setup.ts"],
    env: {
      NODE_ENV: "test",
      PGLITE_DATA_DIR: "memory://",
      BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      APP_URL: "http://localhost:3000",
      LOG_LEVEL: "silent",
    },
    // Files run in parallel: PGlite gives every file its own in-memory database, and with
    // PostgreSQL every worker has its own database (tests/setup/worker-database.ts). Vitest's
    // default is one worker fewer than the cores: one on a 2-core machine.
    maxWorkers: VITEST_WORKERS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
