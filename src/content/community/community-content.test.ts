import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCourse } from "../courses";
import { EBOOKS } from "../ebooks";
import { TOPICS } from "../education";
import { findExercise } from "../exercises";
import { BONUS_PIECES, bonusPieceOf } from "./bonus";
import { COMMUNITY_HELP, COMMUNITY_HELP_TOPIC_LABELS, COMMUNITY_HELP_TOPICS } from "./help";
import { LEARNING_SHELF_HREF, RESOURCE_SECTIONS } from "./resources";

const APP_DIR = path.resolve(import.meta.dirname, "../../app");
const FORBIDDEN = ["lorem", "todo", "coming soon", "placeholder", "tbd"];

/** Whether a route folder under src/app (route groups see-through, [param] matches any segment) has a page or a route handler. */
function routeExists(pathname: string): boolean {
  const walk = (dir: string, rest: string[]): boolean => {
    const dirs = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
    const groups = dirs.filter((d) => /^\(.+\)$/.test(d.name));
    if (groups.some((g) => walk(path.join(dir, g.name), rest))) return true;
    if (rest.length === 0)
      return ["page.tsx", "route.ts"].some((f) => existsSync(path.join(dir, f)));
    const [head, ...tail] = rest;
    return dirs
      .filter((d) => d.name === head || /^\[[^.\]]+\]$/.test(d.name))
      .some((d) => walk(path.join(dir, d.name), tail));
  };
  return walk(APP_DIR, pathname.split("/").filter(Boolean));
}

function expectCleanText(text: string, where: string) {
  expect(text.trim(), where).not.toBe("");
  for (const word of FORBIDDEN)
    expect(text.toLowerCase(), `${where}: "${word}"`).not.toContain(word);
}

function wordsIn(texts: readonly string[]): number {
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

describe("the bonus pieces", () => {
  it("has five pieces with unique slugs, each found by bonusPieceOf", () => {
    expect(BONUS_PIECES).toHaveLength(5);
    const slugs = BONUS_PIECES.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const piece of BONUS_PIECES) {
      expect(piece.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(bonusPieceOf(piece.slug)).toBe(piece);
    }
  });

  it("finds nothing for an unknown slug or a non-string", () => {
    expect(bonusPieceOf("no-such-piece")).toBeNull();
    expect(bonusPieceOf("")).toBeNull();
    expect(bonusPieceOf(undefined)).toBeNull();
    expect(bonusPieceOf(42)).toBeNull();
  });

  it.each(BONUS_PIECES.map((p) => [p.slug, p] as const))(
    "%s has 3 to 5 sections of 1 to 3 paragraphs, all real text",
    (slug, piece) => {
      expectCleanText(piece.title, `${slug} title`);
      expectCleanText(piece.summary, `${slug} summary`);
      expect(piece.sections.length).toBeGreaterThanOrEqual(3);
      expect(piece.sections.length).toBeLessThanOrEqual(5);
      for (const section of piece.sections) {
        expectCleanText(section.heading, `${slug} heading`);
        expect(section.body.length).toBeGreaterThanOrEqual(1);
        expect(section.body.length).toBeLessThanOrEqual(3);
        for (const paragraph of section.body) {
          expectCleanText(paragraph, `${slug}: ${section.heading}`);
          expect(wordsIn([paragraph]), `${slug}: a paragraph, not a line`).toBeGreaterThan(25);
        }
      }
    },
  );

  it("gives each piece a reading time within a minute of its words at 200 a minute", () => {
    for (const piece of BONUS_PIECES) {
      const words = wordsIn(piece.sections.flatMap((s) => [s.heading, ...s.body]));
      expect(
        Math.abs(piece.minutes - Math.max(1, Math.round(words / 200))),
        piece.slug,
      ).toBeLessThanOrEqual(1);
    }
  });
});

describe("the community help", () => {
  it("has 10 to 12 entries with unique questions and real answers", () => {
    expect(COMMUNITY_HELP.length).toBeGreaterThanOrEqual(10);
    expect(COMMUNITY_HELP.length).toBeLessThanOrEqual(12);
    const questions = COMMUNITY_HELP.map((h) => h.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const { question, answer } of COMMUNITY_HELP) {
      expectCleanText(question, "question");
      expect(question.endsWith("?"), question).toBe(true);
      expectCleanText(answer, question);
    }
  });

  it("keeps the refund answer to the pricing FAQ's policy", () => {
    const refund = COMMUNITY_HELP.find((h) => /refund/i.test(h.question));
    expect(refund?.answer).toContain("within 14 days of paying");
    expect(refund?.answer).toContain("support@wristwise.app");
    expect(refund?.answer).toContain("consumer law");
  });

  it("labels every contact topic, and only those", () => {
    expect([...COMMUNITY_HELP_TOPICS]).toEqual([
      "membership",
      "clinics",
      "discord",
      "account",
      "something-else",
    ]);
    expect(Object.keys(COMMUNITY_HELP_TOPIC_LABELS).sort()).toEqual(
      [...COMMUNITY_HELP_TOPICS].sort(),
    );
    for (const topic of COMMUNITY_HELP_TOPICS)
      expectCleanText(COMMUNITY_HELP_TOPIC_LABELS[topic], topic);
  });
});

describe("the resources library", () => {
  const items = RESOURCE_SECTIONS.flatMap((s) => s.items);
  const topicSlugs = new Set<string>(TOPICS.map((t) => t.slug));

  it("has 4 or 5 sections with unique slugs, an intro and items, all real text", () => {
    expect(RESOURCE_SECTIONS.length).toBeGreaterThanOrEqual(4);
    expect(RESOURCE_SECTIONS.length).toBeLessThanOrEqual(5);
    const slugs = RESOURCE_SECTIONS.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const section of RESOURCE_SECTIONS) {
      expectCleanText(section.title, section.slug);
      expectCleanText(section.intro, section.slug);
      expect(section.items.length, section.slug).toBeGreaterThan(0);
      for (const item of section.items) {
        expectCleanText(item.title, item.href);
        expectCleanText(item.description, item.title);
      }
    }
  });

  it("tells routes that exist from routes that don't", () => {
    expect(routeExists("/wrist-pain-education/courses/desk-setup")).toBe(true);
    expect(routeExists("/api/guides/starter")).toBe(true);
    expect(routeExists("/wrist-pain-education/courses/desk-setup/1/extra")).toBe(false);
    expect(routeExists("/no-such-page")).toBe(false);
  });

  it("links only to internal paths of pages that exist", () => {
    for (const { href, title } of items) {
      expect(href, title).toMatch(/^\/(?!\/)[^\s]*$/);
      const pathname = href.split(/[?#]/)[0] ?? href;
      expect(routeExists(pathname), `${title}: ${href}`).toBe(true);
    }
  });

  it("links topics to library topics that exist", () => {
    const topics = items.filter((i) => i.kind === "topic");
    expect(topics.length).toBeGreaterThan(0);
    for (const { href } of topics) {
      const slug = /^\/wrist-pain-education\/([a-z0-9-]+)$/.exec(href)?.[1];
      expect(slug && topicSlugs.has(slug), href).toBe(true);
    }
  });

  it("links 6 to 10 exercise sheets to exercises that exist, under their own names", () => {
    const sheets = items.filter((i) => i.kind === "exercise-sheet");
    expect(sheets.length).toBeGreaterThanOrEqual(6);
    expect(sheets.length).toBeLessThanOrEqual(10);
    for (const { href, title } of sheets) {
      const slug = /^\/exercises\/([a-z0-9-]+)$/.exec(href)?.[1] ?? "";
      expect(findExercise(slug)?.name, href).toBe(title);
    }
  });

  it("never promises a one-page printable sheet (the exercise pages have no print styles)", () => {
    const texts = RESOURCE_SECTIONS.flatMap((s) => [
      s.intro,
      ...s.items.flatMap((i) => [i.title, i.description]),
    ]);
    for (const text of texts) expect(text.toLowerCase()).not.toContain("one-page");
  });

  it("links courses to mini courses that exist, under their own titles", () => {
    const courses = items.filter((i) => i.kind === "course");
    expect(courses.length).toBeGreaterThan(0);
    for (const { href, title } of courses) {
      const id = /^\/wrist-pain-education\/courses\/([a-z0-9-]+)$/.exec(href)?.[1];
      expect(findCourse(id)?.title, href).toBe(title);
    }
  });

  it("names each ebook of the catalogue once, linked to the library's shelf", () => {
    const ebooks = items.filter((i) => i.kind === "ebook");
    expect(ebooks.map((e) => e.title).sort()).toEqual(EBOOKS.map((e) => e.title).sort());
    for (const { href } of ebooks) expect(href).toBe(LEARNING_SHELF_HREF);
    const shelf = readFileSync(
      path.resolve(import.meta.dirname, "../../components/courses/learning-shelf.tsx"),
      "utf8",
    );
    expect(shelf).toContain(`id="${LEARNING_SHELF_HREF.split("#")[1]}"`);
  });
});
