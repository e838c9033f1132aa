// `npm run check:lockfile [path/to/package-lock.json]`: fail when the lock has lost optional
// dependencies, typically other platforms' native builds (@next/swc-darwin-arm64,
// @biomejs/cli-win32-x64, lightningcss-*, @esbuild/*, @img/sharp-*, ...). npm leaves them out when
// it rewrites the lock with node_modules present (npm/cli#4828, npm/cli#8805) or when its registry
// lacks them, and `npm ci` then refuses the lock ("Missing: ... from lock file") on every machine.
// Every optionalDependencies entry of every locked package must resolve the way Node resolves it
// (the package's own node_modules, then each enclosing one up to the root) to a locked version,
// the very version when it is pinned to one.
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.join(import.meta.dirname, "..");
const file = path.resolve(process.argv[2] ?? path.join(root, "package-lock.json"));
const shown = path.relative(process.cwd(), file) || file;
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
if (!packages || typeof packages !== "object") {
  console.error(
    `${shown}: no "packages" map (lockfileVersion ${lock.lockfileVersion}), need 2 or 3`,
  );
  process.exit(1);
}

/** The lock key that `name`, required from the package at `location`, resolves to. */
function resolveFrom(location, name) {
  let base = location;
  for (;;) {
    const key = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (key in packages) return key;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

const exact = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
const problems = [];
let checked = 0;
for (const [location, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies || entry.link) continue;
  const from = location || "the root";
  for (const [name, range] of Object.entries(entry.optionalDependencies)) {
    checked++;
    const key = resolveFrom(location, name);
    const found = key && packages[key];
    if (!found) problems.push(`missing ${name}@${range}, optional for ${from}`);
    else if (!found.version && !found.link)
      problems.push(`no version in ${key}, optional for ${from}`);
    // Platform builds are pinned to exact versions: another version further up does not count.
    else if (exact.test(range) && found.version !== range)
      problems.push(`missing ${name}@${range} (${key} is ${found.version}), optional for ${from}`);
  }
}

if (problems.length > 0) {
  console.error(`${shown}: ${problems.length} of ${checked} optional dependencies are not locked:`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    "Relock without node_modules (npm install --package-lock-only) from a registry that has them.",
  );
  process.exit(1);
}
console.log(`${shown}: OK, all ${checked} optional dependencies (every platform's builds) locked`);
