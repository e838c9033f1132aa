import { describe, expect, it, vi } from "vitest";
import {
  ALLOWED_PROPS,
  allowedPropsOf,
  externalReferrerOf,
  GA4_EVENT_NAMES,
  ga4Destination,
  metaDestination,
  REDDIT_EVENT_NAMES,
  redditDestination,
  type TFetch,
} from "./destinations";
import { TRACK_EVENTS } from "./events";
import type { TTrackProps } from "./track";

const BASE = "http://stand-in.test";
const NOW = 1_764_064_800_000;
const PAGE = {
  href: "https://wristwise.app/pricing?token=secret&utm_source=x",
  referrer: "https://www.google.com/search?q=wrist&email=a%40b.example",
  title: "Pricing",
};
const INIT = { method: "GET", mode: "no-cors", credentials: "omit", keepalive: true };

function fakeFetch() {
  return vi.fn<TFetch>(() => Promise.resolve(undefined));
}

const ADAPTERS = {
  ga4: (fetch: TFetch, baseUrl?: string) =>
    ga4Destination({
      id: "G-ABC123",
      clientId: "1234567890.1764064800",
      baseUrl,
      fetch,
      page: () => PAGE,
      now: () => NOW,
    }),
  meta: (fetch: TFetch, baseUrl?: string) =>
    metaDestination({ id: "123456789012345", baseUrl, fetch, page: () => PAGE, now: () => NOW }),
  reddit: (fetch: TFetch, baseUrl?: string) =>
    redditDestination({ id: "t2_abcd", baseUrl, fetch, page: () => PAGE, now: () => NOW }),
};
type TAdapter = keyof typeof ADAPTERS;

/** The one address an adapter fetched for one event; a null base URL means none is given. */
function sent(
  adapter: TAdapter,
  event: (typeof TRACK_EVENTS)[number],
  props: TTrackProps = {},
  baseUrl: string | null = BASE,
) {
  const fetch = fakeFetch();
  ADAPTERS[adapter](fetch, baseUrl ?? undefined).send(event, props);
  expect(fetch).toHaveBeenCalledTimes(1);
  const [address, init] = fetch.mock.calls[0] ?? [];
  return { url: new URL(String(address)), address: String(address), init };
}

describe("the GA4 collect request", () => {
  it.each(TRACK_EVENTS.map((event) => [event, GA4_EVENT_NAMES[event]]))(
    "sends %s as %s",
    (event, name) => {
      const { url } = sent("ga4", event);
      expect(url.host).toBe("stand-in.test");
      expect(url.pathname).toBe("/g/collect");
      expect(Object.fromEntries(url.searchParams)).toEqual({
        v: "2",
        tid: "G-ABC123",
        cid: "1234567890.1764064800",
        en: name,
        dl: "https://wristwise.app/pricing?utm_source=x",
        dt: "Pricing",
        _p: String(NOW),
        dr: "https://www.google.com/search",
      });
    },
  );

  it("sends the currency as cu, numbers as epn.* and strings as ep.*", () => {
    const { url } = sent("ga4", "Purchase", {
      value: 49.99,
      currency: "USD",
      tier: "1month",
      event_id: "e1",
    });
    expect(url.searchParams.get("cu")).toBe("USD");
    expect(url.searchParams.get("epn.value")).toBe("49.99");
    expect(url.searchParams.get("ep.tier")).toBe("1month");
    expect(url.searchParams.get("ep.event_id")).toBe("e1");
    expect(url.searchParams.has("ep.currency")).toBe(false);
  });

  it("leaves dr out when there is no referrer, and cuts the title to 100 characters", () => {
    const fetch = fakeFetch();
    ga4Destination({
      id: "G-ABC123",
      clientId: "1234567890.1764064800",
      baseUrl: BASE,
      fetch,
      page: () => ({ href: PAGE.href, referrer: "", title: "t".repeat(150) }),
      now: () => NOW,
    }).send("PageView", {});
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.searchParams.has("dr")).toBe(false);
    expect(url.searchParams.get("dt")).toBe("t".repeat(100));
  });
});

describe("the Meta pixel request", () => {
  it.each(TRACK_EVENTS.map((event) => [event]))("sends %s under its own name", (event) => {
    const { url } = sent("meta", event);
    expect(url.host).toBe("stand-in.test");
    expect(url.pathname).toBe("/tr");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: "123456789012345",
      ev: event,
      dl: "https://wristwise.app/pricing?utm_source=x",
      rl: "https://www.google.com/search",
      if: "false",
      ts: String(NOW),
      noscript: "1",
    });
  });

  it("sends the event id as eid and the other properties as cd[*]", () => {
    const { url } = sent("meta", "Purchase", {
      value: 49.99,
      currency: "USD",
      event_id: "e1",
      content_name: "Pro",
    });
    expect(url.searchParams.get("eid")).toBe("e1");
    expect(url.searchParams.get("cd[value]")).toBe("49.99");
    expect(url.searchParams.get("cd[currency]")).toBe("USD");
    expect(url.searchParams.get("cd[content_name]")).toBe("Pro");
    expect(url.searchParams.has("cd[event_id]")).toBe(false);
  });
});

describe("the Reddit pixel request", () => {
  it.each(TRACK_EVENTS.map((event) => [event, REDDIT_EVENT_NAMES[event]]))(
    "sends %s as %s",
    (event, name) => {
      const { url } = sent("reddit", event);
      expect(url.host).toBe("stand-in.test");
      expect(url.pathname).toBe("/rp.gif");
      expect(Object.fromEntries(url.searchParams)).toEqual({
        id: "t2_abcd",
        event: name,
        ts: String(NOW),
        dl: "https://wristwise.app/pricing?utm_source=x",
        ...(name === "Custom" ? { "m.customEventName": event } : {}),
      });
    },
  );

  it("maps value, currency and event id to m.*, and carries the UTM fields", () => {
    const { url } = sent("reddit", "Purchase", {
      value: 49.99,
      currency: "USD",
      event_id: "e1",
      utm_source: "reddit",
      utm_campaign: "spring",
      tier: "1month",
    });
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      "m.value": "49.99",
      "m.currency": "USD",
      "m.conversionId": "e1",
      utm_source: "reddit",
      utm_campaign: "spring",
    });
    expect(url.searchParams.has("tier")).toBe(false);
  });
});

describe("every adapter", () => {
  const adapters = Object.keys(ADAPTERS) as TAdapter[];
  const PATHS: Record<TAdapter, string> = { ga4: "/g/collect", meta: "/tr", reddit: "/rp.gif" };
  const DEFAULTS: Record<TAdapter, string> = {
    ga4: "https://www.google-analytics.com/g/collect",
    meta: "https://www.facebook.com/tr",
    reddit: "https://alb.reddit.com/rp.gif",
  };

  it.each(adapters)("%s fetches with GET, no-cors, no credentials and keepalive", (adapter) => {
    expect(sent(adapter, "PageView").init).toEqual(INIT);
  });

  it.each(adapters)(
    "%s sends to the service's own endpoint when no base URL is given",
    (adapter) => {
      const { address } = sent(adapter, "PageView", {}, null);
      expect(address.startsWith(`${DEFAULTS[adapter]}?`)).toBe(true);
    },
  );

  it.each(
    adapters.flatMap((adapter) =>
      [BASE, `${BASE}/`, `${BASE}//`].map((baseUrl) => [adapter, baseUrl] as const),
    ),
  )("%s handles the base URL %j", (adapter, baseUrl) => {
    const { address } = sent(adapter, "PageView", {}, baseUrl);
    expect(address.startsWith(`${BASE}${PATHS[adapter]}?`)).toBe(true);
  });

  const HEALTH = {
    painLevel: 7,
    slug: "wrist-flexor-stretch",
    email: "person@private.example",
    stamina: 53,
    diagnosis: "carpal-tunnel-syndrome",
  };
  it.each(adapters)("%s never sends a property outside the allowlist, nor its value", (adapter) => {
    const { address, url } = sent(adapter, "Purchase", { ...HEALTH, value: 10, currency: "USD" });
    const decoded = decodeURIComponent(address);
    const sentValues = [...url.searchParams.values()];
    for (const [key, value] of Object.entries(HEALTH)) {
      expect(decoded).not.toContain(key);
      expect(sentValues).not.toContain(String(value));
      if (typeof value === "string") expect(decoded).not.toContain(value);
    }
  });

  it.each(adapters)("%s sends the page address without its secret query", (adapter) => {
    const { address, url } = sent(adapter, "PageView");
    expect(address).not.toContain("secret");
    expect(address).not.toContain("token");
    expect(new URL(url.searchParams.get("dl") ?? "").search).toBe("?utm_source=x");
  });

  it.each(adapters)("%s does not throw when the request is rejected", async (adapter) => {
    const fetch = vi.fn<TFetch>(() => Promise.reject(new Error("blocked by an ad blocker")));
    expect(() => ADAPTERS[adapter](fetch, BASE).send("PageView", {})).not.toThrow();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("allowedPropsOf", () => {
  it.each(ALLOWED_PROPS.map((key) => [key]))("keeps %s", (key) => {
    expect(allowedPropsOf({ [key]: "kept" })).toEqual({ [key]: "kept" });
  });

  it.each([
    ["painLevel", 7],
    ["slug", "wrist-flexor-stretch"],
    ["email", "a@b.example"],
    ["stamina", 53],
    ["diagnosis", "cts"],
    ["source", "dashboard"],
  ])("drops %s", (key, value) => {
    expect(allowedPropsOf({ [key]: value, tier: "1month" })).toEqual({ tier: "1month" });
  });

  it.each([
    [{ value: 0 }, { value: 0 }],
    [{ value: false }, { value: false }],
    [{ value: null }, {}],
    [{ value: undefined }, {}],
    [{ value: "" }, {}],
    [{ content_name: "x".repeat(99) }, { content_name: "x".repeat(99) }],
    [{ content_name: "x".repeat(100) }, { content_name: "x".repeat(100) }],
    [{ content_name: "x".repeat(101) }, { content_name: "x".repeat(100) }],
  ])("%o -> %o", (props, expected) => {
    expect(allowedPropsOf(props)).toEqual(expected);
  });
});

describe("what the referrer and the campaign tags may say (issue #18 review)", () => {
  it.each([
    ["another site", "https://www.google.com/search?q=wrist", "https://www.google.com/search"],
    ["a library page of ours", "https://wristwise.app/wrist-pain-education/flare-ups", ""],
    ["an assessment step of ours", "https://wristwise.app/nerve-symptoms", ""],
    ["none", "", ""],
    ["garbage", "not a url", ""],
  ])("a referrer from %s is sent as %j", (_, referrer, expected) => {
    expect(externalReferrerOf({ href: "https://wristwise.app/pricing", referrer })).toBe(expected);
    for (const adapter of ["ga4", "meta"] as const) {
      const fetch = fakeFetch();
      const options = { fetch, baseUrl: BASE, now: () => NOW };
      const page = () => ({ href: "https://wristwise.app/pricing", referrer, title: "Pricing" });
      const destination =
        adapter === "ga4"
          ? ga4Destination({ ...options, id: "G-ABC123", clientId: "1234567890.1764064800", page })
          : metaDestination({ ...options, id: "123456789012345", page });
      destination.send("PageView", {});
      const url = new URL(String(fetch.mock.calls[0]?.[0]));
      expect(url.searchParams.get(adapter === "ga4" ? "dr" : "rl") ?? "").toBe(expected);
    }
  });

  it.each([
    ["reader@example.com", false],
    ["reader%40example.com", false],
    ["spring-newsletter", true],
    ["@handle", true],
  ])("a campaign tag %j is sent: %s", (value, kept) => {
    expect(allowedPropsOf({ utm_content: value }).utm_content !== undefined).toBe(kept);
    const { address } = sent("ga4", "PageView", { utm_content: value });
    expect(address.includes("example.com")).toBe(false);
  });
});
