// The CSS of the mask icons (issue #15): each icon of MASK_ICONS as a class whose mask is lucide's
// own drawing, written to src/app/icons.css by `npm run icons`. Kept out of mask-icon.tsx so the
// page never imports lucide's drawings; mask-icon.test.ts fails when the file is not what this
// writes now.
import { MASK_ICONS, type TMaskIconName } from "./mask-icon";

type TIconNode = [string, Record<string, string | number>][];

/** One lucide drawing as a 24 × 24 stroked SVG, percent-encoded for a CSS url(). */
export function svgDataUri(node: TIconNode, strokeWidth = 2): string {
  const children = node
    .map(
      ([tag, attributes]) =>
        `<${tag}${Object.entries(attributes)
          .filter(([name]) => name !== "key")
          .map(([name, value]) => ` ${name}='${value}'`)
          .join("")}/>`,
    )
    .join("");
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='#000' stroke-width='${strokeWidth}' stroke-linecap='round' stroke-linejoin='round'>${children}</svg>`;
  return `data:image/svg+xml,${svg.replaceAll("%", "%25").replaceAll("#", "%23").replaceAll("<", "%3C").replaceAll(">", "%3E")}`;
}

/** The lucide icon a mask icon draws, and at what stroke width. */
export function maskIconSource(name: TMaskIconName): { icon: string; strokeWidth: number } {
  const entry: string | { icon: string; strokeWidth: number } = MASK_ICONS[name];
  return typeof entry === "string" ? { icon: entry, strokeWidth: 2 } : entry;
}

async function iconNodeOf(lucideName: string): Promise<TIconNode> {
  const module = (await import(`lucide-react/icons/${lucideName}`)) as {
    __iconData: { node: TIconNode };
  };
  return module.__iconData.node;
}

/** The whole of src/app/icons.css. */
export async function maskIconCss(): Promise<string> {
  const names = Object.keys(MASK_ICONS) as TMaskIconName[];
  const rules = await Promise.all(
    names.map(async (name) => {
      const { icon, strokeWidth } = maskIconSource(name);
      return `  .icon-${name} {\n    --icon: url("${svgDataUri(await iconNodeOf(icon), strokeWidth)}");\n  }\n`;
    }),
  );
  const selectors = names.map((name) => `  .icon-${name}`).join(",\n");
  return `/* Written by \`npm run icons\` from src/components/ui/mask-icon.tsx and lucide's drawings: do not edit. */
@layer components {
${selectors} {
    display: inline-block;
    flex-shrink: 0;
    width: 1em;
    height: 1em;
    background-color: currentColor;
    mask: var(--icon) center / contain no-repeat;
  }
${rules.join("")}}
/* Forced colours replace backgrounds: keep the icon in the text colour the system chose. */
@media (forced-colors: active) {
${selectors} {
    forced-color-adjust: none;
  }
}
`;
}
