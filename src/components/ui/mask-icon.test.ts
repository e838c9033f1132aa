// The mask icons (issue #15): src/app/icons.css is exactly what `npm run icons` writes now, and
// each icon is lucide's own drawing.
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MASK_ICONS, MaskIcon, type TMaskIconName } from "./mask-icon";
import { maskIconCss, maskIconSource, svgDataUri } from "./mask-icon-css";

const names = Object.keys(MASK_ICONS) as TMaskIconName[];

describe("mask icons", () => {
  it("src/app/icons.css is what npm run icons writes now", async () => {
    expect(readFileSync(path.join(process.cwd(), "src", "app", "icons.css"), "utf8")).toBe(
      await maskIconCss(),
    );
  });

  it.each(names)(
    "icon-%s is drawn from lucide's paths, in the text colour by default",
    async (name) => {
      const css = await maskIconCss();
      const rule = css.match(new RegExp(`\\.icon-${name} \\{\\n    --icon: url\\("([^"]+)"\\);`));
      const uri = rule?.[1] ?? "";
      expect(uri).toMatch(/^data:image\/svg\+xml,%3Csvg /);
      const drawing = decodeURIComponent(uri.slice("data:image/svg+xml,".length));
      // Every element of lucide's icon is in the drawing, attributes and all.
      const { icon, strokeWidth } = maskIconSource(name);
      expect(drawing).toContain(`stroke-width='${strokeWidth}'`);
      const { __iconData } = (await import(`lucide-react/icons/${icon}`)) as {
        __iconData: { node: [string, Record<string, string>][] };
      };
      expect(__iconData.node.length).toBeGreaterThan(0);
      for (const [tag, attributes] of __iconData.node) {
        const { key: _key, ...drawn } = attributes;
        expect(drawing).toContain(
          `<${tag}${Object.entries(drawn)
            .map(([a, v]) => ` ${a}='${v}'`)
            .join("")}/>`,
        );
      }
      expect(css).toMatch(new RegExp(`\\.icon-${name}[,\\s][^}]*background-color: currentColor`));
    },
  );

  it("encodes what a CSS url() and a data URI cannot hold as they are", () => {
    expect(svgDataUri([["circle", { cx: 12, cy: 12, r: "10%", key: "x" }]])).toBe(
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Ccircle cx='12' cy='12' r='10%25'/%3E%3C/svg%3E",
    );
  });

  it("renders one empty span, hidden from assistive technology, with the icon's class", () => {
    expect(renderToStaticMarkup(MaskIcon({ name: "arrow-right", className: "size-4" }))).toBe(
      '<span aria-hidden="true" class="icon-arrow-right size-4"></span>',
    );
  });
});
