// `npm test`: the whole suite. Vitest (unit and integration), then Playwright end-to-end tests
// against a production build. Uses PostgreSQL when DATABASE_URL is set, PGlite otherwise.
import { spawnSync } from "node:child_process";
import path from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const root = path.resolve(import.meta.dirname, "..");

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

const bin = (pkg, file) => path.join(root, "node_modules", pkg, file);

step("Lockfile holds every platform's optional packages", process.execPath, [
  path.join(root, "scripts", "check-lockfile.mjs"),
]);
step("Lint and format (Biome)", process.execPath, [
  bin("@biomejs/biome", "bin/biome"),
  "check",
  ".",
]);
step("Type check (TypeScript strict)", process.execPath, [
  bin("typescript", "bin/tsc"),
  "--noEmit",
]);
step("Type check the service worker (its own lib: webworker)", process.execPath, [
  bin("typescript", "bin/tsc"),
  "--noEmit",
  "-p",
  path.join(root, "src", "sw", "tsconfig.json"),
]);
step("Unit and integration tests (Vitest)", process.execPath, [bin("vitest", "vitest.mjs"), "run"]);
if (!process.argv.includes("--unit-only")) {
  step("End-to-end tests (Playwright, production build)", process.execPath, [
    path.join(root, "scripts", "e2e.mjs"),
  ]);
}
