import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DemoThumb, demoShownOf } from "@/components/illustrations/rig/demo-figure";
import { allDemoFiles } from "@/components/illustrations/rig/render-demo-files";
import { EXERCISES } from "@/content/exercises";
import { getDemonstration } from "@/content/exercises/demonstrations";
import { ExerciseDemo } from "./exercise-demo";

const files = allDemoFiles();
const animation = (slug: string) => files.get(`/demos/${slug}.svg`) ?? "";
const markup = new Map(
  EXERCISES.map((e) => [e.slug, renderToStaticMarkup(<ExerciseDemo slug={e.slug} />)]),
);
const thumbs = new Map(
  EXERCISES.map((e) => [
    e.slug,
    renderToStaticMarkup(
      <DemoThumb name={e.slug} height={demoShownOf(getDemonstration(e.slug)).height} />,
    ),
  ]),
);
const slugs = EXERCISES.map((e) => e.slug);
const pairs = slugs.flatMap((a, i) => slugs.slice(i + 1).map((b) => [a, b] as const));
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("exercise demonstrations as drawn", () => {
  it.each(pairs)("%s and %s are drawn differently", (a, b) => {
    expect(animation(a)).not.toBe(animation(b));
  });

  it.each(EXERCISES.filter((e) => e.family !== "isometric").map((e) => e.slug))(
    "%s animates at least one joint between two different positions",
    (slug) => {
      const svg = animation(slug);
      const joints = [...svg.matchAll(/class="rj[^"]*" style="([^"]+)"/g)].map((m) => m[1] ?? "");
      const differs = joints.some((style) => {
        const value = (name: string) => new RegExp(`--${name}:([-\\d.]+)`).exec(style)?.[1];
        return ["a", "x", "y"].some((p) => {
          const [from, to] = [value(`${p}0`), value(`${p}1`)];
          return from !== undefined && to !== undefined && from !== to;
        });
      });
      expect(differs).toBe(true);
    },
  );

  it.each(slugs)("%s names its start and end for reduced motion", (slug) => {
    const html = markup.get(slug) ?? "";
    const hold = EXERCISES.find((e) => e.slug === slug)?.family === "isometric";
    expect(html).toMatch(/<p class="rig-cap">Start[^<]*<\/p>/);
    expect(html).toMatch(
      hold ? /<p class="rig-cap">Hold<\/p>/ : /<p class="rig-cap">End[^<]*<\/p>/,
    );
    // The still of the end pose, a file of its own.
    expect(html).toContain(`src="/demos/${slug}-1.svg"`);
  });

  it.each(slugs)(
    "%s is named once at a time: the animation, or its start when paused, never both",
    (slug) => {
      const html = markup.get(slug) ?? "";
      const named = [...html.matchAll(/<img [^>]*alt="([^"]*)"[^>]*>/g)];
      const described = named.filter((m) => m[1] !== "");
      expect(described.map((m) => /class="(rig-\w+)"/.exec(m[0])?.[1])).toEqual([
        "rig-play",
        "rig-pose",
      ]);
      for (const m of described) expect(m[1]).toBe(escaped(getDemonstration(slug).description));
      expect(html).not.toMatch(/\sid="/);
    },
  );

  it.each(slugs)("%s is a few short, unnamed tags on the exercise list", (slug) => {
    const thumb = thumbs.get(slug) ?? "";
    expect(thumb).toContain(`src="/demos/${slug}-thumb-1.svg"`);
    expect(thumb).toContain(`src="/demos/${slug}-thumb.svg"`);
    expect(thumb.length).toBeLessThan(1024);
    // Decorative: the card's link is named by the exercise, not by the pose read out in full.
    expect([...thumb.matchAll(/alt="([^"]*)"/g)].map((m) => m[1])).toEqual(["", ""]);
  });
});
