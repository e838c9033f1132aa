import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cleanUrlOf,
  isPartnerHost,
  LANDING_RECORD_BACKUP_KEY,
  LANDING_RECORD_KEY,
  landingRecordOf,
  PARTNER_SITE_LABEL,
  parseLandingRecord,
  recordLocalTracking,
  SESSION_START_KEY,
  type TLandingRecord,
} from "./local-tracking";

const NOW = new Date("2026-11-25T10:00:00.000Z");
const LATER = new Date("2026-11-25T11:30:00.000Z");

describe("isPartnerHost", () => {
  it.each([
    ["partner.com", "partner.com", true],
    ["www.partner.com", "partner.com", true],
    ["blog.partner.com", "partner.com", true],
    ["PARTNER.COM", "partner.com", true],
    ["WWW.Partner.Com", "partner.com", true],
    ["notpartner.com", "partner.com", false],
    ["partner.com.evil.example", "partner.com", false],
    ["partner.co", "partner.com", false],
    ["other.example", "partner.com", false],
    ["", "partner.com", false],
    ["partner.com", null, false],
    ["www.partner.com", null, false],
  ])("referrer host %j with partner %j: %s", (referrerHost, partnerHost, expected) => {
    expect(isPartnerHost(referrerHost, partnerHost)).toBe(expected);
  });
});

describe("cleanUrlOf: only the known marketing parameters", () => {
  const site = "https://wristwise.app/pricing";
  it.each([
    [site, site],
    [`${site}?utm_source=a`, `${site}?utm_source=a`],
    [`${site}?utm_medium=b`, `${site}?utm_medium=b`],
    [`${site}?utm_campaign=c`, `${site}?utm_campaign=c`],
    [`${site}?utm_term=d`, `${site}?utm_term=d`],
    [`${site}?utm_content=e`, `${site}?utm_content=e`],
    [`${site}?fbclid=F`, `${site}?fbclid=F`],
    [`${site}?gclid=G`, `${site}?gclid=G`],
    [`${site}?ref=partner`, `${site}?ref=partner`],
    [`${site}?source=newsletter`, `${site}?source=newsletter`],
    [`${site}?token=secret`, site],
    [`${site}?email=a%40b.example`, site],
    [`${site}?q=wrist&page=2`, site],
    [`${site}?token=secret&utm_source=x&email=a%40b.example`, `${site}?utm_source=x`],
    [`${site}?utm_source=`, site],
    [`${site}#section`, site],
    [`${site}?utm_source=${"x".repeat(199)}`, `${site}?utm_source=${"x".repeat(199)}`],
    [`${site}?utm_source=${"x".repeat(200)}`, `${site}?utm_source=${"x".repeat(200)}`],
    [`${site}?utm_source=${"x".repeat(201)}`, `${site}?utm_source=${"x".repeat(200)}`],
    ["not a url", ""],
    ["", ""],
    ["/pricing?utm_source=x", ""],
  ])("%j -> %j", (href, expected) => {
    expect(cleanUrlOf(href)).toBe(expected);
  });

  it("keeps the parameters in a fixed order whatever order they came in", () => {
    expect(cleanUrlOf(`${site}?ref=r&gclid=g&utm_source=s`)).toBe(
      `${site}?utm_source=s&gclid=g&ref=r`,
    );
  });
});

describe("landingRecordOf", () => {
  const base = {
    href: "https://wristwise.app/carpaltunnel?utm_source=reddit&token=secret",
    pathname: "/carpaltunnel",
    host: "wristwise.app",
    partnerHost: "partner.com",
    now: NOW,
  };
  const cleanHref = "https://wristwise.app/carpaltunnel?utm_source=reddit";
  it.each<[string, { referrer: string; partnerHost?: string | null }, Partial<TLandingRecord>]>([
    [
      "a direct visit",
      { referrer: "" },
      { page: "/carpaltunnel", referrer: "", isWPTSDetected: false },
    ],
    [
      "an unreadable referrer",
      { referrer: "not a url" },
      { page: "/carpaltunnel", referrer: "", isWPTSDetected: false },
    ],
    [
      "a same-site referrer",
      { referrer: "https://wristwise.app/pricing?token=x" },
      { page: "/carpaltunnel", referrer: "", isWPTSDetected: false },
    ],
    [
      "an outside referrer (origin and path only)",
      { referrer: "https://www.google.com/search?q=wrist+pain#top" },
      { page: "/carpaltunnel", referrer: "https://www.google.com/search", isWPTSDetected: false },
    ],
    [
      "the partner site",
      { referrer: "https://partner.com/blog/post?id=7" },
      { page: PARTNER_SITE_LABEL, referrer: "https://partner.com/blog/post", isWPTSDetected: true },
    ],
    [
      "the partner site's www. host",
      { referrer: "https://www.partner.com/" },
      { page: PARTNER_SITE_LABEL, referrer: "https://www.partner.com/", isWPTSDetected: true },
    ],
    [
      "a look-alike of the partner site",
      { referrer: "https://notpartner.com/" },
      { page: "/carpaltunnel", referrer: "https://notpartner.com/", isWPTSDetected: false },
    ],
    [
      "the partner site when no partner host is set",
      { referrer: "https://partner.com/blog", partnerHost: null },
      { page: "/carpaltunnel", referrer: "https://partner.com/blog", isWPTSDetected: false },
    ],
  ])("%s", (_name, options, expected) => {
    expect(landingRecordOf({ ...base, ...options })).toEqual({
      timestamp: NOW.toISOString(),
      url: cleanHref,
      ...expected,
    });
  });

  it("bounds the page to 512 characters", () => {
    const pathname = `/${"p".repeat(600)}`;
    expect(landingRecordOf({ ...base, pathname, referrer: "" }).page).toHaveLength(512);
  });
});

describe("parseLandingRecord", () => {
  const valid: TLandingRecord = {
    page: "/pricing",
    timestamp: NOW.toISOString(),
    url: "https://wristwise.app/pricing",
    referrer: "",
    isWPTSDetected: false,
  };
  const without = (key: keyof TLandingRecord) => {
    const { [key]: _dropped, ...rest } = valid;
    return JSON.stringify(rest);
  };

  it.each([
    ["a record", JSON.stringify(valid), valid],
    [
      "a partner record",
      JSON.stringify({ ...valid, page: PARTNER_SITE_LABEL, isWPTSDetected: true }),
      { ...valid, page: PARTNER_SITE_LABEL, isWPTSDetected: true },
    ],
    [
      "a record with extra keys (dropped)",
      JSON.stringify({ ...valid, email: "a@b.example" }),
      valid,
    ],
  ])("reads %s", (_name, raw, expected) => {
    expect(parseLandingRecord(raw)).toEqual(expected);
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["empty", ""],
    ["bad JSON", "{page:"],
    ["JSON null", "null"],
    ["a number", "42"],
    ["a string", '"/pricing"'],
    ["an array", "[]"],
    ["no page", without("page")],
    ["no timestamp", without("timestamp")],
    ["no url", without("url")],
    ["no referrer", without("referrer")],
    ["no isWPTSDetected", without("isWPTSDetected")],
    ["a number page", JSON.stringify({ ...valid, page: 1 })],
    ["a number timestamp", JSON.stringify({ ...valid, timestamp: NOW.getTime() })],
    ["a null url", JSON.stringify({ ...valid, url: null })],
    ["a boolean referrer", JSON.stringify({ ...valid, referrer: false })],
    ["a string isWPTSDetected", JSON.stringify({ ...valid, isWPTSDetected: "true" })],
  ])("reads %s as nothing", (_name, raw) => {
    expect(parseLandingRecord(raw)).toBeNull();
  });
});

describe("recordLocalTracking in the browser", () => {
  function fakeStorage(): Storage & { map: Map<string, string> } {
    const map = new Map<string, string>();
    return {
      map,
      get length() {
        return map.size;
      },
      clear: () => map.clear(),
      getItem: (key) => map.get(key) ?? null,
      key: (index) => [...map.keys()][index] ?? null,
      removeItem: (key) => {
        map.delete(key);
      },
      setItem: (key, value) => {
        map.set(key, String(value));
      },
    };
  }

  let session: ReturnType<typeof fakeStorage>;
  let local: ReturnType<typeof fakeStorage>;

  function visit(href: string, referrer = "") {
    const url = new URL(href);
    vi.stubGlobal("location", { href: url.href, pathname: url.pathname, host: url.host });
    vi.stubGlobal("document", { referrer });
  }

  const stored = (key: string) => parseLandingRecord(local.map.get(key));

  beforeEach(() => {
    session = fakeStorage();
    local = fakeStorage();
    vi.stubGlobal("sessionStorage", session);
    vi.stubGlobal("localStorage", local);
    vi.stubEnv("NEXT_PUBLIC_PARTNER_SITE_HOST", "");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it("writes the session's start once: a second page keeps the first time", () => {
    visit("https://wristwise.app/");
    recordLocalTracking(NOW);
    expect(session.map.get(SESSION_START_KEY)).toBe(NOW.toISOString());
    visit("https://wristwise.app/pricing");
    recordLocalTracking(LATER);
    expect(session.map.get(SESSION_START_KEY)).toBe(NOW.toISOString());
  });

  it("writes the landing record and an identical backup", () => {
    visit(
      "https://wristwise.app/wristpain?utm_source=reddit&token=secret",
      "https://www.reddit.com/r/x?s=1",
    );
    recordLocalTracking(NOW);
    const expected: TLandingRecord = {
      page: "/wristpain",
      timestamp: NOW.toISOString(),
      url: "https://wristwise.app/wristpain?utm_source=reddit",
      referrer: "https://www.reddit.com/r/x",
      isWPTSDetected: false,
    };
    expect(stored(LANDING_RECORD_KEY)).toEqual(expected);
    expect(stored(LANDING_RECORD_BACKUP_KEY)).toEqual(expected);
    expect(local.map.get(LANDING_RECORD_KEY)).not.toContain("secret");
  });

  it("labels a landing from the configured partner site", () => {
    vi.stubEnv("NEXT_PUBLIC_PARTNER_SITE_HOST", " Partner.COM ");
    visit("https://wristwise.app/pricing", "https://www.partner.com/blog");
    recordLocalTracking(NOW);
    expect(stored(LANDING_RECORD_KEY)).toMatchObject({
      page: PARTNER_SITE_LABEL,
      isWPTSDetected: true,
    });
  });

  it("keeps the first landing when a later page is visited", () => {
    visit("https://wristwise.app/wristpain");
    recordLocalTracking(NOW);
    const first = local.map.get(LANDING_RECORD_KEY);
    visit("https://wristwise.app/pricing?utm_source=later", "https://www.google.com/");
    recordLocalTracking(LATER);
    expect(local.map.get(LANDING_RECORD_KEY)).toBe(first);
    expect(local.map.get(LANDING_RECORD_BACKUP_KEY)).toBe(first);
    expect(stored(LANDING_RECORD_KEY)?.page).toBe("/wristpain");
  });

  it.each([
    ["missing", (k: string) => local.map.delete(k)],
    ["garbled", (k: string) => local.map.set(k, "{not json")],
  ])("restores the main record from the backup when the main one is %s", (_name, damage) => {
    visit("https://wristwise.app/wristpain");
    recordLocalTracking(NOW);
    const first = local.map.get(LANDING_RECORD_BACKUP_KEY);
    damage(LANDING_RECORD_KEY);
    visit("https://wristwise.app/pricing");
    recordLocalTracking(LATER);
    expect(local.map.get(LANDING_RECORD_KEY)).toBe(first);
    expect(local.map.get(LANDING_RECORD_BACKUP_KEY)).toBe(first);
  });

  it.each([
    ["missing", (k: string) => local.map.delete(k)],
    ["garbled", (k: string) => local.map.set(k, "{not json")],
  ])("restores the backup from the main record when the backup is %s", (_name, damage) => {
    visit("https://wristwise.app/wristpain");
    recordLocalTracking(NOW);
    const first = local.map.get(LANDING_RECORD_KEY);
    damage(LANDING_RECORD_BACKUP_KEY);
    visit("https://wristwise.app/pricing");
    recordLocalTracking(LATER);
    expect(local.map.get(LANDING_RECORD_KEY)).toBe(first);
    expect(local.map.get(LANDING_RECORD_BACKUP_KEY)).toBe(first);
  });

  it("writes a new record when both are lost", () => {
    visit("https://wristwise.app/wristpain");
    recordLocalTracking(NOW);
    local.map.clear();
    visit("https://wristwise.app/pricing");
    recordLocalTracking(LATER);
    expect(stored(LANDING_RECORD_KEY)).toMatchObject({
      page: "/pricing",
      timestamp: LATER.toISOString(),
    });
  });

  const throwing = () => {
    throw new Error("SecurityError: storage is blocked");
  };
  it.each([
    ["sessionStorage.getItem", () => vi.spyOn(session, "getItem").mockImplementation(throwing)],
    ["sessionStorage.setItem", () => vi.spyOn(session, "setItem").mockImplementation(throwing)],
    ["localStorage.getItem", () => vi.spyOn(local, "getItem").mockImplementation(throwing)],
    ["localStorage.setItem", () => vi.spyOn(local, "setItem").mockImplementation(throwing)],
    ["sessionStorage itself", () => vi.stubGlobal("sessionStorage", undefined)],
    ["localStorage itself", () => vi.stubGlobal("localStorage", undefined)],
  ])("does not throw when %s throws or is missing", (_name, block) => {
    visit("https://wristwise.app/");
    block();
    expect(() => recordLocalTracking(NOW)).not.toThrow();
  });
});

describe("an address's email-like campaign tags are never kept (issue #18 review)", () => {
  it.each([
    [
      "https://wristwise.app/v2?utm_content=reader%40example.com&utm_source=mail",
      "https://wristwise.app/v2?utm_source=mail",
    ],
    ["https://wristwise.app/v2?ref=a@b.co", "https://wristwise.app/v2"],
    ["https://wristwise.app/v2?ref=%40handle", "https://wristwise.app/v2?ref=%40handle"],
  ])("%s is kept as %s", (href, expected) => {
    expect(cleanUrlOf(href)).toBe(expected);
  });
});
