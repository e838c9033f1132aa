import { describe, expect, it } from "vitest";
import { hasSessionCookie, readCookie, withoutSessionCookies } from "./session-cookie";

const h = (cookie?: string) => new Headers(cookie ? { cookie } : {});

describe("session cookies, on http and https", () => {
  it.each([
    ["better-auth.session_token=abc", true],
    ["__Secure-better-auth.session_token=abc", true],
    ["ww_tz=UTC; better-auth.session_token=abc.def", true],
    ["better-auth.session_data=xyz", false],
    ["ww_tz=UTC", false],
    [undefined, false],
  ])("%s carries a session: %s", (cookie, expected) => {
    expect(hasSessionCookie(h(cookie))).toBe(expected);
  });

  it.each([
    ["better-auth.session_token=a; ww_tz=UTC", "ww_tz=UTC"],
    ["__Secure-better-auth.session_token=a; __Secure-better-auth.session_data=b; x=1=2", "x=1=2"],
    ["better-auth.session_token=a", null],
  ])("drops the session from %s", (cookie, kept) => {
    expect(withoutSessionCookies(h(cookie)).get("cookie")).toBe(kept);
  });

  it("reads one cookie's raw value, keeping = inside it", () => {
    expect(readCookie(h("a=1; ww_landing=%7B%22p%22%3D1%7D=x"), "ww_landing")).toBe(
      "%7B%22p%22%3D1%7D=x",
    );
    expect(readCookie(h("a=1"), "b")).toBeUndefined();
    expect(readCookie(undefined, "a")).toBeUndefined();
  });
});
