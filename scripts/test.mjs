// `npm test`: the whole suite. Vitest (unit and integration), then Playwright end-to-end tests
// against a production build. Uses PostgreSQL when DATABASE_URL is set, PGlite otherwise. Ends
// with the time each step took and the slowest test files.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const root = path.resolve(import.meta.dirname, "..");
const started = performance.now();
const steps = [];
const reports = mkdtempSync(path.join(os.tmpdir(), "wristwise-test-"));
const vitestReport = path.join(reports, "vitest.json");
const e2eReport = path.join(reports, "e2e.json");

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const stepStarted = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  steps.push({ title, seconds: (performance.now() - stepStarted) / 1000 });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    summary();
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
step("Unit and integration tests (Vitest)", process.execPath, [
  bin("vitest", "vitest.mjs"),
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
if (!process.argv.includes("--unit-only")) {
  step(
    "End-to-end tests (Playwright, production build)",
    process.execPath,
    [path.join(root, "scripts", "e2e.mjs")],
    // The build need not type-check again what the step above has (tsconfig.json is its input
    // too); E2E_JSON_REPORT adds Playwright's JSON report for the summary.
    { WRISTWISE_TYPES_CHECKED: "1", E2E_JSON_REPORT: e2eReport },
  );
}
summary();

/** Each step's time, the total, and the ten slowest Vitest files and end-to-end specs. */
function summary() {
  const rows = steps.map((s) => [formatSeconds(s.seconds), s.title]);
  rows.push([formatSeconds((performance.now() - started) / 1000), "in all"]);
  console.log(`\n⏱ Time (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`);
  for (const [time, title] of rows) console.log(`  ${time.padStart(8)}  ${title}`);
  const slowest = [...vitestFiles(), ...e2eFiles()].sort((a, b) => b.seconds - a.seconds);
  if (slowest.length > 0) {
    console.log("\n⏱ Slowest ten test files (time in their worker)");
    for (const file of slowest.slice(0, 10))
      console.log(`  ${formatSeconds(file.seconds).padStart(8)}  ${file.name}`);
  }
  rmSync(reports, { recursive: true, force: true });
}

function vitestFiles() {
  if (!existsSync(vitestReport)) return [];
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  return report.testResults.map((file) => ({
    name: path.relative(root, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

function e2eFiles() {
  if (!existsSync(e2eReport)) return [];
  const report = JSON.parse(readFileSync(e2eReport, "utf8"));
  const seconds = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const name = path.join("tests", "e2e", spec.file);
          seconds.set(name, (seconds.get(name) ?? 0) + result.duration / 1000);
        }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...seconds].map(([name, s]) => ({ name, seconds: s }));
}

function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return m > 0 ? `${m} m ${String(s).padStart(2, "0")} s` : `${s} s`;
}
