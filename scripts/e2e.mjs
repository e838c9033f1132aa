// End-to-end tests: a production build (built when missing or stale), a clean database, then
// Playwright driving Chromium against `next start`.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { buildProduction, needsBuild } from "./start.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const root = path.resolve(import.meta.dirname, "..");

function run(args) {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (needsBuild()) buildProduction();

const url = process.env.DATABASE_URL;
if (url) {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) {
    console.error(`Refusing to run end-to-end tests against a non-local database (${host}).`);
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;",
  );
  await client.end();
} else {
  rmSync(path.join(root, ".data", "e2e"), { recursive: true, force: true });
  rmSync(path.join(root, ".data", "e2e-idle"), { recursive: true, force: true });
}

// The gating journeys sign in as the demo accounts, one per state (README). PGlite is one
// process's database, so the seed runs before the server opens it.
const e2eEnv = { ...process.env, PGLITE_DATA_DIR: ".data/e2e", LOG_LEVEL: "warn" };
const seeded = spawnSync(
  process.execPath,
  [
    path.join(root, "node_modules/tsx/dist/cli.mjs"),
    "--conditions=react-server",
    "src/server/db/seed-cli.ts",
  ],
  { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: e2eEnv },
);
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

run([path.join(root, "node_modules/@playwright/test/cli.js"), "test", ...process.argv.slice(2)]);
