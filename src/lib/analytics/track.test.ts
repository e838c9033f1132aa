import { afterEach, describe, expect, it, vi } from "vitest";
import { registerTrackDestination, track } from "./track";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

it("sends an event with its properties to every registered destination", () => {
  const a = vi.fn();
  const b = vi.fn();
  cleanups.push(registerTrackDestination({ name: "a", send: a }));
  cleanups.push(registerTrackDestination({ name: "b", send: b }));
  track("AssessmentCompleted", { stamina: 53 });
  expect(a).toHaveBeenCalledWith("AssessmentCompleted", { stamina: 53 });
  expect(b).toHaveBeenCalledWith("AssessmentCompleted", { stamina: 53 });
});

it("logs and skips a destination that throws, and still reaches the others", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const after = vi.fn();
  cleanups.push(
    registerTrackDestination({
      name: "broken",
      send: () => {
        throw new Error("blocked by the browser");
      },
    }),
  );
  cleanups.push(registerTrackDestination({ name: "after", send: after }));
  expect(() => track("AssessmentStarted")).not.toThrow();
  expect(after).toHaveBeenCalledWith("AssessmentStarted", {});
  expect(warn).toHaveBeenCalledWith(
    "tracking: broken failed to send AssessmentStarted",
    expect.any(Error),
  );
});

it("sends nothing once a destination is removed", () => {
  const send = vi.fn();
  registerTrackDestination({ name: "gone", send })();
  track("PageView");
  expect(send).not.toHaveBeenCalled();
});

it("dispatches a ww:track browser event with the event and its properties", () => {
  const listener = vi.fn();
  const target = new EventTarget();
  vi.stubGlobal("window", target);
  target.addEventListener("ww:track", (e) => listener((e as CustomEvent).detail));
  try {
    track("GoProClicked", { source: "dashboard" });
  } finally {
    vi.unstubAllGlobals();
  }
  expect(listener).toHaveBeenCalledWith({ event: "GoProClicked", props: { source: "dashboard" } });
});

it.each([
  ["$1,299.00", 1299],
  ["free", 0],
  [49.99, 49.99],
])(
  "sends a price %o as the number %o (spec 5), and adds no value where there was none",
  (value, expected) => {
    const send = vi.fn();
    cleanups.push(registerTrackDestination({ name: "d", send }));
    track("Purchase", { value, currency: "USD" });
    track("PageView", {});
    expect(send).toHaveBeenNthCalledWith(1, "Purchase", { value: expected, currency: "USD" });
    expect(send).toHaveBeenNthCalledWith(2, "PageView", {});
  },
);

describe("measured pages only (issue #18)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ["/dashboard", false],
    ["/wrist-pain-education/flare-ups", false],
    ["/exercises/wrist-flexor-stretch", false],
    ["/pricing", true],
    ["/", true],
  ])("on %s a registered destination receives the event: %s", (pathname, receives) => {
    vi.stubGlobal("location", { pathname });
    const send = vi.fn();
    cleanups.push(registerTrackDestination({ name: "d", send }));
    track("PageView", { utm_source: "x" });
    if (receives) expect(send).toHaveBeenCalledWith("PageView", { utm_source: "x" });
    else expect(send).not.toHaveBeenCalled();
  });

  it("still dispatches the ww:track browser event on a health page, without sending anywhere", () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener("ww:track", (e) => listener((e as CustomEvent).detail));
    vi.stubGlobal("window", target);
    vi.stubGlobal("location", { pathname: "/dashboard" });
    const send = vi.fn();
    cleanups.push(registerTrackDestination({ name: "d", send }));
    track("AssessmentCompleted", { tier: "1month" });
    expect(listener).toHaveBeenCalledWith({
      event: "AssessmentCompleted",
      props: { tier: "1month" },
    });
    expect(send).not.toHaveBeenCalled();
  });
});
