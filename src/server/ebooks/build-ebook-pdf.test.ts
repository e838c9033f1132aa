// The ebooks are real PDFs built from the library (issue #17): every chapter in, readable back.
import { inflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { EBOOKS } from "@/content/ebooks";
import { getTopic } from "@/content/education";
import { buildEbookPdf } from "./build-ebook-pdf";

describe.each(EBOOKS.map((e) => [e.title, e] as const))("the ebook %s", (_title, ebook) => {
  it("is a PDF with its title, a cover, an introduction and a page or more per chapter", async () => {
    const bytes = await buildEbookPdf(ebook);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(ebook.title);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2 + ebook.chapters.length);
    // The pages' text, inflated: the standard fonts write it as hex strings of its characters.
    const raw = Buffer.from(bytes).toString("latin1");
    const text = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
      .map((m) => {
        try {
          return inflateSync(Buffer.from(m[1] ?? "", "latin1")).toString("latin1");
        } catch {
          return m[1] ?? "";
        }
      })
      .join("");
    for (const slug of ebook.chapters) {
      const words = getTopic(slug).title.split(" ").slice(0, 2).join(" ");
      expect(/^[\x20-\x7e]+$/.test(words), words).toBe(true);
      expect(text, slug).toContain(Buffer.from(words, "latin1").toString("hex").toUpperCase());
    }
  });

  it("is the same file every time (dated by its newest review, not by the clock)", async () => {
    const [a, b] = await Promise.all([buildEbookPdf(ebook), buildEbookPdf(ebook)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
