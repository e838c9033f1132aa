import path from "node:path";
import { defineConfig } from "vitest/config";

const usingPostgres = Boolean(process.env.DATABASE_URL);

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
    // One PostgreSQL database is shared, so its files run one at a time; PGlite gives every
    // test file its own in-memory database and runs them in parallel.
    fileParallelism: !usingPostgres,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
