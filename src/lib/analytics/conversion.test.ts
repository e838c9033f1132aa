// Issue #18: the browser sends a conversion (and gives the pixels' event an id) only with
// advertising consent and only from a measured page, never from a health page.
import { afterEach, expect, it, vi } from "vitest";
import { conversionEventId, sendConversion } from "./conversion";

afterEach(() => {
  vi.unstubAllGlobals();
});

function browser(cookie: string, pathname: string) {
  const fetch = vi.fn(() => Promise.resolve(new Response("{}")));
  vi.stubGlobal("document", { cookie });
  vi.stubGlobal("location", { pathname });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

it.each([
  ["ads consent, a public page", "ww_consent=v1:ads", "/pricing", true],
  ["ads consent, the dashboard", "ww_consent=v1:ads", "/dashboard", false],
  ["ads consent, an assessment step", "ww_consent=v1:analytics,ads", "/nerve-symptoms", false],
  ["analytics consent only", "ww_consent=v1:analytics", "/pricing", false],
  ["no choice", "", "/pricing", false],
])("%s: an id and a conversion %s", (_label, cookie, pathname, sends) => {
  const fetch = browser(cookie, pathname);
  const id = conversionEventId();
  expect(id !== null).toBe(sends);
  if (id) expect(id).toMatch(/^[0-9a-f]{32}$/);
  sendConversion("upgrade_interest", "pixel-event-0001");
  expect(fetch).toHaveBeenCalledTimes(sends ? 1 : 0);
  if (sends)
    expect(fetch).toHaveBeenCalledWith("/api/reddit/conversion", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        eventType: "upgrade_interest",
        eventData: { eventId: "pixel-event-0001" },
      }),
      keepalive: true,
    });
});
