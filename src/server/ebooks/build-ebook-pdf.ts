import "server-only";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { TBook } from "@/content/ebooks";
import { getTopic } from "@/content/education";
import { formatDate } from "@/lib/format-date";

// A4 in points, with generous margins: a handbook people print and read on a phone alike.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 64, top: 72, bottom: 72 };
const WIDTH = PAGE.width - 2 * MARGIN.x;
const INK = rgb(0.11, 0.16, 0.2);
const MUTED = rgb(0.33, 0.38, 0.42);
const BRAND = rgb(0.06, 0.42, 0.43);

const DISCLAIMER =
  "Wristwise is educational and not a substitute for professional medical advice, diagnosis or treatment. It never diagnoses. If you have severe pain after an injury, a hot, red and swollen joint (with or without a fever), or sudden numbness or loss of strength, please see a clinician or call your local emergency number.";

/** Characters the PDF's standard fonts cannot draw, in words they can. */
const FALLBACKS: Record<string, string> = {
  "\u2192": "->",
  "\u2190": "<-",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u00d7": "x",
  "\u2212": "-",
  "\u2011": "-",
  "\u00a0": " ",
  "\u202f": " ",
  "\u2009": " ",
  "\u2248": "about ",
  "\u00bd": "1/2",
  "\u2032": "'",
};

type TStyle = { font: PDFFont; size: number; color: ReturnType<typeof rgb>; gap: number };

/** Lays text out top to bottom over as many pages as it needs, with a running footer. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly footer: string,
  ) {}

  /** Text the font can draw: known look-alikes substituted, anything else dropped. */
  clean(text: string): string {
    const charset = new Set(this.fonts.regular.getCharacterSet());
    return [...text.normalize("NFC")]
      .map((c) => FALLBACKS[c] ?? c)
      .join("")
      .split("")
      .filter((c) => c === " " || charset.has(c.codePointAt(0) ?? 0))
      .join("");
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN.top;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    let line = "";
    for (const word of this.clean(text).split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        out.push(line);
        line = word;
      }
    }
    if (line) out.push(line);
    return out;
  }

  /** A paragraph in one style, optionally indented with a marker ("•", "1.") before its first line. */
  text(text: string, style: TStyle, options: { indent?: number; marker?: string } = {}): void {
    const indent = options.indent ?? 0;
    const leading = style.size * 1.4;
    for (const [i, line] of this.lines(text, style.font, style.size, WIDTH - indent).entries()) {
      this.ensure(leading);
      this.y -= leading;
      if (i === 0 && options.marker)
        this.page.drawText(options.marker, {
          x: MARGIN.x + indent - 14,
          y: this.y,
          size: style.size,
          font: style.font,
          color: BRAND,
        });
      this.page.drawText(line, {
        x: MARGIN.x + indent,
        y: this.y,
        size: style.size,
        font: style.font,
        color: style.color,
      });
    }
    this.y -= style.gap;
  }

  /** Page numbers and the running footer on every page but the cover. */
  finish(): void {
    for (const [i, page] of this.pages.entries()) {
      if (i === 0) continue;
      const label = this.clean(`${this.footer} - page ${i + 1} of ${this.pages.length}`);
      page.drawText(label, {
        x: MARGIN.x,
        y: MARGIN.bottom / 2,
        size: 8,
        font: this.fonts.regular,
        color: MUTED,
      });
    }
  }
}

/**
 * An ebook as a PDF (issue #17): a cover with the disclaimer, the book's introduction, then each
 * chapter from the education library (key points, the text, myths and facts, when to see a
 * clinician, references with their DOI or PubMed id). Deterministic: the same content gives the
 * same file, dated by its newest review.
 */
export async function buildEbookPdf(ebook: TBook): Promise<Uint8Array> {
  const topics = ebook.chapters.map(getTopic);
  const reviewed =
    topics
      .map((t) => t.reviewed)
      .sort()
      .at(-1) ?? "2026-01-01";
  const doc = await PDFDocument.create();
  doc.setTitle(ebook.title);
  doc.setSubject(ebook.subtitle);
  doc.setAuthor("Wristwise");
  doc.setCreator("Wristwise");
  doc.setProducer("Wristwise");
  doc.setLanguage("en-GB");
  doc.setCreationDate(new Date(`${reviewed}T00:00:00Z`));
  doc.setModificationDate(new Date(`${reviewed}T00:00:00Z`));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const style = {
    title: { font: fonts.bold, size: 28, color: INK, gap: 8 },
    subtitle: { font: fonts.regular, size: 14, color: MUTED, gap: 24 },
    h1: { font: fonts.bold, size: 20, color: INK, gap: 10 },
    h2: { font: fonts.bold, size: 13, color: BRAND, gap: 4 },
    body: { font: fonts.regular, size: 10.5, color: INK, gap: 6 },
    small: { font: fonts.regular, size: 9, color: MUTED, gap: 4 },
    strong: { font: fonts.bold, size: 10.5, color: INK, gap: 2 },
  } satisfies Record<string, TStyle>;
  const w = new Writer(doc, fonts, `${ebook.title} - Wristwise - educational, not medical advice`);

  // The cover.
  w.newPage();
  w.space(120);
  w.text("WRISTWISE HANDBOOK", { ...style.h2, gap: 16 });
  w.text(ebook.title, style.title);
  w.text(ebook.subtitle, style.subtitle);
  w.text(`Last reviewed ${formatDate(reviewed)}`, style.small);
  w.space(200);
  w.text(DISCLAIMER, style.small);

  // Contents and the introduction.
  w.newPage();
  w.text("Contents", style.h1);
  w.text("Introduction", style.body, { indent: 14, marker: "1." });
  for (const [i, topic] of topics.entries())
    w.text(topic.title, style.body, { indent: 14, marker: `${i + 2}.` });
  w.space(18);
  w.text("Introduction", style.h1);
  for (const paragraph of ebook.intro) w.text(paragraph, style.body);

  for (const [i, topic] of topics.entries()) {
    w.newPage();
    w.text(`Chapter ${i + 1}`, style.h2);
    w.text(topic.title, style.h1);
    if (topic.illustrative)
      w.text(
        "An illustrative story: a composite of common experiences, not one person's.",
        style.small,
      );
    w.text("Key points", style.h2);
    for (const point of topic.takeaways) w.text(point, style.body, { indent: 14, marker: "-" });
    for (const section of topic.sections) {
      w.space(6);
      w.text(section.heading, style.h2);
      for (const block of section.blocks) {
        if (block.type === "p") w.text(block.text, style.body);
        else if (block.type === "tip")
          w.text(`Tip: ${block.text}`, style.body, { indent: 14, marker: "*" });
        else if (block.type === "list")
          for (const item of block.items) w.text(item, style.body, { indent: 14, marker: "-" });
        else if (block.type === "figure") w.text(`Figure: ${block.caption}`, style.small);
        else
          for (const { myth, fact } of block.items) {
            w.text(`Myth: ${myth}`, style.strong);
            w.text(`Fact: ${fact}`, style.body);
          }
      }
    }
    w.space(6);
    w.text("When to see a clinician", style.h2);
    for (const line of topic.seeAClinician) w.text(line, style.body, { indent: 14, marker: "-" });
    w.space(6);
    w.text("References", style.h2);
    for (const ref of topic.references) {
      const ids = [ref.doi ? `doi:${ref.doi}` : null, ref.pmid ? `PMID ${ref.pmid}` : null]
        .filter(Boolean)
        .join(", ");
      w.text(`${ref.authors} ${ref.title}. ${ref.source}. ${ids}`, style.small, {
        indent: 14,
        marker: "-",
      });
    }
  }
  w.finish();
  return doc.save({ useObjectStreams: false });
}

const built = new Map<string, Promise<Uint8Array>>();

/** The ebook's PDF, built once per process: the content changes only with a deploy. */
export function ebookPdf(ebook: TBook): Promise<Uint8Array> {
  let pdf = built.get(ebook.id);
  if (!pdf) {
    pdf = buildEbookPdf(ebook);
    built.set(ebook.id, pdf);
    pdf.catch(() => built.delete(ebook.id));
  }
  return pdf;
}
