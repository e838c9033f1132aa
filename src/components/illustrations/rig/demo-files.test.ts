// The demonstrations' files in public/demos are exactly what scripts/build-demos.ts would write
// now (issue #15): a changed demonstration, rig or rig.css without `npm run demos` fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoFileOf } from "./demo-files";
import { allDemoFiles, allDemos } from "./render-demo-files";

const expected = allDemoFiles();
const dir = path.join(process.cwd(), "public", "demos");

describe("public/demos", () => {
  it("holds every file the demonstrations need, and nothing else", () => {
    expect(readdirSync(dir).sort()).toEqual(
      [...expected.keys()].map((address) => path.basename(address)).sort(),
    );
  });

  it.each([...expected.keys()])("%s is as the rig draws it now (npm run demos)", (address) => {
    expect(readFileSync(path.join("public", address), "utf8")).toBe(expected.get(address));
  });

  it.each(allDemos())(
    "%s has its animation, a still of each pose, and a thumbnail",
    (name, demo) => {
      const needed = [
        demoFileOf(name),
        ...demo.poses.map((_, pose) => demoFileOf(name, { pose })),
        demoFileOf(name, { thumb: true }),
        demoFileOf(name, { pose: 1, thumb: true }),
      ];
      for (const address of needed) expect(expected.has(address), address).toBe(true);
    },
  );

  it("each file is a standalone SVG that carries its own motion and fetches nothing", () => {
    for (const [address, svg] of expected) {
      expect(svg, address).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
      expect(svg, address).toContain("<style>@property --x0");
      expect(svg, address).not.toMatch(/\shref=|url\(|@import|\sid="/);
    }
  });
});
