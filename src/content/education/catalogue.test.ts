import { describe, expect, it } from "vitest";
import { EXERCISES } from "../exercises";
import { readingMinutesOf, TOPICS, wordsOf, ZLibrary } from "./index";
import { EDUCATION_GROUPS, EDUCATION_SLUGS, ZReference } from "./schema";

describe("the pain-education library (issue #16)", () => {
  it("holds the 16 topics of spec 2, each once", () => {
    expect(TOPICS.map((t) => t.slug).sort()).toEqual([...EDUCATION_SLUGS].sort());
  });

  it.each(EDUCATION_GROUPS)("has topics in the %s group", (group) => {
    expect(TOPICS.some((t) => t.group === group)).toBe(true);
  });

  it.each(TOPICS.map((t) => [t.slug, t] as const))("%s has at least 600 words", (_, topic) => {
    expect(wordsOf(topic)).toBeGreaterThanOrEqual(600);
  });

  it.each(TOPICS.map((t) => [t.slug, t] as const))(
    "%s has at least 3 references, each with a DOI or a PubMed id",
    (_, topic) => {
      expect(topic.references.length).toBeGreaterThanOrEqual(3);
      for (const ref of topic.references) {
        expect(ref.doi ?? ref.pmid, ref.title).toBeTruthy();
        if (ref.doi) expect(ref.doi).toMatch(/^10\.\d{4,9}\/\S+$/);
        if (ref.pmid) expect(ref.pmid).toMatch(/^\d{6,9}$/);
      }
    },
  );

  it("spells a source cited by several topics one way (references.ts)", () => {
    const byId = new Map<string, string>();
    for (const t of TOPICS)
      for (const ref of t.references) {
        const id = ref.doi ?? ref.pmid ?? "";
        const seen = byId.get(id);
        if (seen) expect(JSON.stringify(ref), `${t.slug}: ${id}`).toBe(seen);
        else byId.set(id, JSON.stringify(ref));
      }
  });

  it("says when to see a clinician on every topic, and has a reviewed date", () => {
    for (const t of TOPICS) {
      expect(t.seeAClinician.length, t.slug).toBeGreaterThanOrEqual(2);
      expect(Number.isNaN(Date.parse(t.reviewed)), t.slug).toBe(false);
    }
  });

  it("links only to exercises that exist, and never suggests a topic itself", () => {
    const slugs = new Set(EXERCISES.map((e) => e.slug));
    for (const t of TOPICS) {
      for (const e of t.relatedExercises) expect(slugs.has(e), `${t.slug} → ${e}`).toBe(true);
      expect(t.readNext).not.toContain(t.slug);
    }
  });

  it("marks the case studies, and only them, as illustrative", () => {
    for (const t of TOPICS) expect(t.illustrative, t.slug).toBe(t.group === "stories");
  });

  it.each([
    ["a DOI only", { doi: "10.1136/bjsports-2016-097383" }, true],
    ["a PubMed id only", { pmid: "28596288" }, true],
    ["both", { doi: "10.1136/bjsports-2016-097383", pmid: "28596288" }, true],
    ["neither", {}, false],
    ["a DOI that is not one", { doi: "bjsports-2016-097383" }, false],
    ["a PubMed id with letters", { pmid: "PMID28596288" }, false],
    ["a PubMed id of 5 digits", { pmid: "12345" }, false],
  ])("a reference with %s is %s", (_, ids, valid) => {
    const ref = {
      authors: "Smith BE, Hendrick P, Smith TO, et al.",
      title: "Should exercises be painful in the management of chronic musculoskeletal pain?",
      source: "Br J Sports Med. 2017;51(23):1679-1687",
      year: 2017,
      ...ids,
    };
    expect(ZReference.safeParse(ref).success).toBe(valid);
  });

  it("refuses a library with a missing topic or a link to no exercise", () => {
    expect(ZLibrary.safeParse(TOPICS.slice(1)).success).toBe(false);
    const [first, ...rest] = TOPICS;
    if (!first) throw new Error("empty library");
    const broken = { ...first, relatedExercises: ["no-such-exercise"] };
    expect(ZLibrary.safeParse([broken, ...rest]).success).toBe(false);
  });

  it.each([
    [199, 1],
    [200, 1],
    [299, 1],
    [300, 2],
    [1000, 5],
  ])("reading time for %i words is %i min", (words, minutes) => {
    const [first] = TOPICS;
    if (!first) throw new Error("empty library");
    const topic = {
      ...first,
      title: "",
      takeaways: [],
      seeAClinician: [],
      sections: [{ heading: "", blocks: [{ type: "p" as const, text: "word ".repeat(words) }] }],
    };
    expect(readingMinutesOf(topic)).toBe(minutes);
  });
});
