import { afterEach, describe, expect, it, vi } from "vitest";
import type { TActiveSession } from "../auth/get-active-session";
import type { TAccessFacts } from "./get-access-facts";
import { HANDOFF_HEADER, handOff, takeHandoff } from "./request-handoff";

const session = { user: { id: "u1" }, session: { id: "s1" } } as unknown as TActiveSession;
const facts = { tier: "1month", premium: true } as unknown as TAccessFacts;
const cookie = (token: string) =>
  new Headers({ cookie: `a=1; better-auth.session_token=${token}` });
const withId = (headers: Headers, id: string | null) => {
  const next = new Headers(headers);
  if (id) next.set(HANDOFF_HEADER, id);
  return next;
};

afterEach(() => vi.useRealTimers());

describe("the proxy's hand-off to the page (issue #15)", () => {
  it("gives the page what the proxy read, for the same session cookie", () => {
    const id = handOff(session, facts, cookie("tok-a"));
    expect(takeHandoff(withId(cookie("tok-a"), id))).toMatchObject({ session, facts });
  });

  it.each([
    ["no id", null, "tok-a"],
    ["an id the proxy never gave", "3b241101-e2bb-4255-8caf-4136c566a962", "tok-a"],
    ["another session's cookie", "given", "tok-b"],
  ])("gives nothing for %s", (_label, id, token) => {
    const given = handOff(session, facts, cookie("tok-a"));
    expect(takeHandoff(withId(cookie(token), id === "given" ? given : id))).toBeNull();
  });

  it("gives nothing to a server action, even with a good id and the same cookie", () => {
    const id = handOff(session, facts, cookie("tok-a"));
    const action = withId(cookie("tok-a"), id);
    action.set("next-action", "7f0011");
    expect(takeHandoff(action)).toBeNull();
    action.delete("next-action");
    expect(takeHandoff(action)).toMatchObject({ facts });
  });

  it("gives nothing without a session cookie, and keeps nothing for one", () => {
    expect(handOff(session, facts, new Headers())).toBeNull();
  });

  it("gives nothing once 5 s have passed (4999 ms still does)", () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T12:00:00Z") });
    const id = handOff(session, facts, cookie("tok-a"));
    vi.setSystemTime(new Date("2026-11-23T12:00:04.999Z"));
    expect(takeHandoff(withId(cookie("tok-a"), id))).not.toBeNull();
    vi.setSystemTime(new Date("2026-11-23T12:00:05Z"));
    expect(takeHandoff(withId(cookie("tok-a"), id))).toBeNull();
  });
});
