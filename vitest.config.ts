import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { VITEST_WORKERS } from "./tests/setup/worker-database";

const root = import.meta.dirname;
const TEST_FILE = /\.test\.tsx?$/;

/**
 * Test files that replace modules (`vi.mock`, `vi.doMock`, `vi.resetModules`): they run in a
 * process of their own, so what they replace reaches no other file. Found by reading the files,
 * so a new test that mocks a module is isolated without anyone listing it.
 */
function filesThatReplaceModules(): string[] {
  return ["src", "tests/integration"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => path.posix.join(dir, file.split(path.sep).join("/")))
      .filter((file) =>
        /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(path.join(root, file), "utf8")),
      ),
  );
}

const include = ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/integration/**/*.test.ts"];
const isolated = filesThatReplaceModules();

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(root, "src"),
      // Next resolves server-only under the react-server condition; tests run on the server too.
      "server-only": path.resolve(root, "tests/setup/empty.ts"),
    },
  },
  test: {
    setupFiles: ["tests/setup/vitest-setup.ts"],
    globalSetup: ["tests/setup/vitest-global-setup.ts"],
    env: {
      NODE_ENV: "test",
      PGLITE_DATA_DIR: "memory://",
      BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      APP_URL: "http://localhost:3000",
      LOG_LEVEL: "silent",
    },
    // Files run in parallel, one worker a core. A worker's files share one process and one
    // database (PGlite in memory, or with PostgreSQL the worker's own database: see
    // tests/setup/worker-database.ts); every test that uses the database empties it first
    // (resetTestDb). A process a file cost each file about 8 s of CPU to start PGlite and 2 s to
    // import the app (docs/decisions/0030).
    maxWorkers: VITEST_WORKERS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include,
          exclude: [...configDefaults.exclude, ...isolated],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: isolated, isolate: true } },
    ],
  },
});
