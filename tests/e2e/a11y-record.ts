import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * Which page states axe has already checked in this run, shared by every worker: a folder of
 * empty files named by each state's key, made by the global setup (tests/e2e/global-setup.ts).
 *
 * A state is a page's address (its path and the names in its query), the viewport's width, and the shape of its
 * document (`pageShape`). The same shape again means the same elements, roles, attributes and
 * classes, so axe would find the same: it is checked once. A dialog opened, an error shown, a
 * different layout or a new page is a new shape and is checked. Every page is still checked at
 * each width a test visits it at.
 */
const RECORD_ENV = "WW_A11Y_RECORD_DIR";

export function startA11yRecord(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wristwise-a11y-"));
  process.env[RECORD_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * True for the first caller with this state in the run (that caller checks it), false after.
 * Without a record (a spec run outside the global setup) every state is checked.
 */
export function claimA11yCheck(state: string): boolean {
  const dir = process.env[RECORD_ENV];
  if (!dir) return true;
  const file = path.join(dir, createHash("sha256").update(state).digest("hex"));
  try {
    writeFileSync(file, state, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * The key of the page's state: address, width and the document's shape. The shape is the element
 * tree with every tag, every attribute's name, and every attribute's value with its digits
 * blanked (ids, dates and counts vary between runs; the roles, classes and states they sit in do
 * not), and for each text node only whether it holds words. Runs of identical siblings count
 * once, so a list of three logs and a list of four are one shape.
 */
export async function a11yStateOf(page: Page): Promise<string> {
  const { address, shape } = await page.evaluate(() => {
    const blank = (value: string) => value.replace(/[0-9]+/g, "0");
    const shapeOf = (node: Element): string => {
      const attributes = [...node.attributes]
        .map((a) => `${a.name}=${blank(a.value)}`)
        .sort()
        .join(" ");
      const children: string[] = [];
      for (const child of node.childNodes) {
        let part: string | null = null;
        if (child.nodeType === Node.ELEMENT_NODE) part = shapeOf(child as Element);
        else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) part = "#";
        if (part !== null && children[children.length - 1] !== part) children.push(part);
      }
      return `<${node.localName} ${attributes}>${children.join("")}</>`;
    };
    // A query's names, not its values (tokens, ids): what the page shows for them is its shape.
    const names = [...new URLSearchParams(location.search).keys()].sort().join("&");
    const address =
      location.protocol === "about:" ? `about:${document.title}` : `${location.pathname}?${names}`;
    return { address, shape: shapeOf(document.documentElement) };
  });
  const width = page.viewportSize()?.width ?? 0;
  return `${width} ${address} ${createHash("sha256").update(shape).digest("hex")}`;
}
