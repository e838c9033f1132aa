import { describe, expect, it } from "vitest";
import {
  hasSessionCookie,
  readCookie,
  verifiedSessionToken,
  withoutSessionCookies,
} from "./session-cookie";

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

describe("the signed session cookie, verified as Better Auth verifies it (issue #15)", () => {
  const NAME = "better-auth.session_token";
  const SECRET = "a-test-secret-of-reasonable-length";
  // Signed the way better-call signs it (WebCrypto HMAC-SHA256, base64, then URL-encoded), not
  // the way the code under test checks it (node:crypto).
  async function signed(token: string, secret = SECRET): Promise<string> {
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(token));
    return encodeURIComponent(`${token}.${Buffer.from(mac).toString("base64")}`);
  }

  it("gives the token of a cookie signed with the secret, URL-encoded or not, quoted or not", async () => {
    const value = await signed("tok123");
    expect(verifiedSessionToken(h(`${NAME}=${value}`), NAME, SECRET)).toBe("tok123");
    expect(verifiedSessionToken(h(`${NAME}=${decodeURIComponent(value)}`), NAME, SECRET)).toBe(
      "tok123",
    );
    expect(verifiedSessionToken(h(`${NAME}="${value}"`), NAME, SECRET)).toBe("tok123");
    expect(verifiedSessionToken(h(`ww_tz=UTC; ${NAME}=${value}; a=b`), NAME, SECRET)).toBe(
      "tok123",
    );
  });

  it.each([
    ["signed with another secret", async () => signed("tok123", "another-secret-entirely")],
    [
      "a token swapped under the signature",
      async () => (await signed("tok123")).replace("tok123", "tok124"),
    ],
    [
      "a signature one character off",
      async () => {
        const v = decodeURIComponent(await signed("tok123"));
        return `${v.slice(0, -2)}${v.at(-2) === "A" ? "B" : "A"}=`;
      },
    ],
    ["no signature", async () => "tok123"],
    ["an empty signature", async () => "tok123."],
    ["a signature of the wrong length", async () => "tok123.abc="],
    ["no token", async () => decodeURIComponent(await signed("tok123")).slice(6)],
  ])("refuses a cookie with %s", async (_label, make) => {
    expect(verifiedSessionToken(h(`${NAME}=${await make()}`), NAME, SECRET)).toBeNull();
  });

  it("reads only the cookie of the exact name, and the first of two", async () => {
    const good = await signed("first");
    const other = await signed("second");
    expect(verifiedSessionToken(h(`__Secure-${NAME}=${good}`), NAME, SECRET)).toBeNull();
    expect(verifiedSessionToken(h(`${NAME}=${good}; ${NAME}=${other}`), NAME, SECRET)).toBe(
      "first",
    );
    expect(verifiedSessionToken(h(), NAME, SECRET)).toBeNull();
  });
});
