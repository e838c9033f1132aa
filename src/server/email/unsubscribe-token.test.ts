// One-click unsubscribe (RFC 8058) for the exercise reminder and the clinic email: the token is
// per purpose and per person, and the POST turns an email off only for a valid link.
import { describe, expect, it, vi } from "vitest";
import {
  isUnsubscribeTokenFor,
  oneClickUnsubscribe,
  unsubscribeTokenFor,
} from "./unsubscribe-token";

describe("unsubscribe tokens", () => {
  it("prove one purpose for one person", () => {
    const token = unsubscribeTokenFor("clinic", "user-1");
    expect(isUnsubscribeTokenFor("clinic", "user-1", token)).toBe(true);
    expect(isUnsubscribeTokenFor("reminder", "user-1", token)).toBe(false);
    expect(isUnsubscribeTokenFor("clinic", "user-2", token)).toBe(false);
    expect(isUnsubscribeTokenFor("clinic", "user-1", token.slice(0, -1))).toBe(false);
    expect(isUnsubscribeTokenFor("clinic", "user-1", "")).toBe(false);
  });
});

describe("oneClickUnsubscribe", () => {
  const post = (query: string) =>
    new Request(`http://localhost:3000/api/x/unsubscribe${query}`, { method: "POST" });

  it.each([
    ["no query", "", false],
    ["no token", "?u=user-1", false],
    ["no person", "?t=abc", false],
    ["an empty token", "?u=user-1&t=", false],
  ])("%s: 400, nothing turned off", async (_, query) => {
    const turnOff = vi.fn(async () => true);
    const response = await oneClickUnsubscribe(post(query), turnOff);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: "That unsubscribe link isn't valid.",
    });
    expect(turnOff).not.toHaveBeenCalled();
  });

  it("a link its check refuses: 400", async () => {
    const response = await oneClickUnsubscribe(post("?u=user-1&t=forged"), async () => false);
    expect(response.status).toBe(400);
  });

  it("a valid link: turned off, 200; over-long values are cut before the check", async () => {
    const turnOff = vi.fn(async () => true);
    const response = await oneClickUnsubscribe(
      post(`?u=${"u".repeat(100)}&t=${"t".repeat(200)}`),
      turnOff,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(turnOff).toHaveBeenCalledWith("u".repeat(64), "t".repeat(128));
  });
});
