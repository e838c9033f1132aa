// `npm start`: build when there is no production build or the sources are newer than it, then serve
// on http://localhost:3000 (PORT overrides) with the embedded database unless DATABASE_URL is set.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const root = path.resolve(import.meta.dirname, "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The service worker `serwist build` writes after the app's build (issue #19); not an input. */
const SW_FILES = ["sw.js", "sw.js.map"];

export function needsBuild() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId) || !existsSync(path.join(root, "public", "sw.js"))) return true;
  const built = statSync(buildId).mtimeMs;
  const inputs = ["src", "package-lock.json", "next.config.ts", "postcss.config.mjs"];
  const publicFiles = readdirSync(path.join(root, "public")).filter((f) => !SW_FILES.includes(f));
  return [...inputs, ...publicFiles.map((f) => path.join("public", f)), "serwist.config.js"].some(
    (p) => newestMtime(path.join(root, p)) > built,
  );
}

/** Runs Node with these arguments, and exits with it when it fails. */
function run(nodeArgv) {
  const result = spawnSync(process.execPath, nodeArgv, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NO_UPDATE_NOTIFIER: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The production build: Next's, then the service worker from src/sw/sw.ts with the list of files
 * it keeps for offline use (Serwist's configurator mode, DESIGN.md; serwist.config.js).
 */
export function buildProduction() {
  run([nextBin, "build"]);
  run([path.join(root, "node_modules", "@serwist", "cli", "cli.js"), "build"]);
}

/**
 * How Node runs `next start` here, for `npm start`, the end-to-end servers and the bench alike.
 * The peer script tells the app who is connected (docs/decisions/0015). Idle keep-alive
 * connections are kept 65 s, not Node's 5 s: a client reusing a connection just as the server
 * closes it gets ECONNRESET, and proxies and load balancers in front idle for 60 s.
 */
export function nextStartArgs(port) {
  return [
    "--require",
    path.join(root, "scripts", "peer-address.cjs"),
    nextBin,
    "start",
    "-p",
    String(port),
    "--keepAliveTimeout",
    "65000",
  ];
}

/** The id the production build gave a server action: what its client sends as Next-Action. */
export function actionIdOf(exportedName) {
  const manifest = JSON.parse(
    readFileSync(path.join(root, ".next/server/server-reference-manifest.json"), "utf8"),
  );
  const found = Object.entries(manifest.node).find(([, v]) => v.exportedName === exportedName);
  if (!found) throw new Error(`no server action ${exportedName} in the build`);
  return found[0];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (needsBuild()) {
    console.log("Building Wristwise for production (first start takes a minute or two)…");
    buildProduction();
  }
  const port = process.env.PORT ?? "3000";
  console.log(`Wristwise is starting at http://localhost:${port}`);
  run(nextStartArgs(port));
}
