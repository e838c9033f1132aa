// Draws every demonstration's image files (issue #15), for scripts/build-demos.ts and for the
// test that holds public/demos equal to them. Not imported by pages: react-dom/server is not
// available where they render, and they only need the files' addresses (./demo-files.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { TEST_DEMONSTRATIONS } from "@/content/assessment/demonstrations";
import { EXERCISES } from "@/content/exercises";
import { getDemonstration } from "@/content/exercises/demonstrations";
import type { TDemo } from "@/domain/figures/demo";
import { INK } from "../drawing";
import { demoFileOf } from "./demo-files";
import { layout } from "./layout";
import { RigScene } from "./rig-scene";

/** Every demonstration by its files' name: the exercises', then the assessment's tests'. */
export function allDemos(): [name: string, demo: TDemo][] {
  return [
    ...EXERCISES.map((e): [string, TDemo] => [e.slug, getDemonstration(e.slug)]),
    ...Object.entries(TEST_DEMONSTRATIONS).map(([key, demo]): [string, TDemo] => [
      `test-${key}`,
      demo,
    ]),
  ];
}

/** rig.css without its comments and spare spaces: it travels inside every file. */
function rigCss(): string {
  return readFileSync(path.join(process.cwd(), "src/components/illustrations/rig/rig.css"), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{}:;,])\s*/g, "$1")
    .replace(/;}/g, "}")
    .trim();
}

function svgOf(demo: TDemo, css: string, scene: string, group: string, thumb: boolean): string {
  const height = demo.frame.height ?? 160;
  const classes = ["rig", `rig-${demo.motion}`, thumb ? "rig-thumb" : ""].filter(Boolean).join(" ");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 ${height}" width="240" height="${height}" fill="none" stroke="${INK}" stroke-linecap="round" stroke-linejoin="round" class="${classes}"><style>${css}</style><g class="${group}">${scene}</g></svg>\n`;
}

/**
 * One demonstration's files, by address under public/: the animation and a still of every key
 * pose, and the thumbnail's animation and end pose.
 */
export function demoFilesOf(name: string, demo: TDemo, css = rigCss()): Map<string, string> {
  const scene = renderToStaticMarkup(<RigScene demo={demo} lay={layout(demo)} />);
  const files = new Map<string, string>();
  for (const thumb of [false, true]) {
    files.set(demoFileOf(name, { thumb }), svgOf(demo, css, scene, "rig-run", thumb));
    const poses = thumb ? [1] : demo.poses.map((_, i) => i);
    for (const pose of poses)
      files.set(
        demoFileOf(name, { pose, thumb }),
        svgOf(demo, css, scene, pose === 0 ? "rig-k0" : `rig-k${pose}`, thumb),
      );
  }
  return files;
}

/** Every file under public/demos. */
export function allDemoFiles(): Map<string, string> {
  const css = rigCss();
  return new Map(allDemos().flatMap(([name, demo]) => [...demoFilesOf(name, demo, css)]));
}
