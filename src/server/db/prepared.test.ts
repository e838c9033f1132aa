import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// On PostgreSQL a prepared statement's name is its name on each connection: two different
// statements under one name fail at run time ("Prepared statements must be unique"), and only on
// PostgreSQL. Each name is written once in the source, so this holds them apart.
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("prepared statements", () => {
  const names = sourceFiles(path.join(process.cwd(), "src")).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\.prepare\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]),
  );

  it("are named, each name written once", () => {
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
