import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EXERCISES } from "@/content/exercises";
import { ExerciseDemo } from "./exercise-demo";

const markup = new Map(
  EXERCISES.map((e) => [e.slug, renderToStaticMarkup(<ExerciseDemo slug={e.slug} />)]),
);
const thumbs = new Map(
  EXERCISES.map((e) => [
    e.slug,
    renderToStaticMarkup(<ExerciseDemo slug={e.slug} variant="thumb" />),
  ]),
);
const slugs = EXERCISES.map((e) => e.slug);
const pairs = slugs.flatMap((a, i) => slugs.slice(i + 1).map((b) => [a, b] as const));

describe("exercise demonstrations as drawn", () => {
  it.each(pairs)("%s and %s are drawn differently", (a, b) => {
    expect(markup.get(a)).not.toBe(markup.get(b));
  });

  it.each(EXERCISES.filter((e) => e.family !== "isometric").map((e) => e.slug))(
    "%s animates at least one joint between two different positions",
    (slug) => {
      const html = markup.get(slug) ?? "";
      const joints = [...html.matchAll(/class="rj[^"]*" style="([^"]+)"/g)].map((m) => m[1] ?? "");
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
    // The still of the end pose: the same drawing, held by CSS in pose 1.
    expect(html).toContain('class="rig-k1');
  });

  it.each(slugs)("%s is one labelled image with no ids", (slug) => {
    const html = markup.get(slug) ?? "";
    expect(html.match(/role="img"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-label="Start: |aria-label="[A-Z]/);
    expect(html).toContain("<title>");
    expect(html).not.toMatch(/\sid="/);
  });

  it.each(slugs)("%s stays light as a thumbnail on the exercise list", (slug) => {
    expect((thumbs.get(slug) ?? "").length).toBeLessThan(6144);
  });
});
