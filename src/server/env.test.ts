import { describe, expect, it } from "vitest";
import { defaultAppUrl, parseServerEnv } from "./env";

describe("APP_URL defaults to this machine on the port npm start serves", () => {
  it.each([
    [{}, "http://localhost:3000"],
    [{ PORT: "4000" }, "http://localhost:4000"],
    [{ PORT: "" }, "http://localhost:3000"],
    [{ APP_URL: "" }, "http://localhost:3000"],
    [{ APP_URL: "", PORT: "4000" }, "http://localhost:4000"],
    [{ APP_URL: "https://wristwise.example" }, "https://wristwise.example"],
    [{ APP_URL: "https://wristwise.example", PORT: "4000" }, "https://wristwise.example"],
    [{ APP_URL: "http://localhost:3000", PORT: "4000" }, "http://localhost:3000"],
  ])("%j gives %s", (vars, expected) => {
    expect(parseServerEnv(vars).APP_URL).toBe(expected);
  });

  it("keeps PORT as a number", () => {
    expect(parseServerEnv({ PORT: "4000" }).PORT).toBe(4000);
    expect(parseServerEnv({}).PORT).toBeUndefined();
  });

  it("defaultAppUrl falls back to 3000", () => {
    expect(defaultAppUrl(undefined)).toBe("http://localhost:3000");
    expect(defaultAppUrl(8080)).toBe("http://localhost:8080");
  });
});

describe("an invalid PORT is an error naming PORT, not a silent fallback", () => {
  it.each(["abc", "0", "-1", "65536", "4000.5"])("PORT=%s", (value) => {
    expect(() => parseServerEnv({ PORT: value })).toThrow(
      "Invalid environment configuration:\n  PORT: expected a port number from 1 to 65535",
    );
  });

  it("even when APP_URL is set", () => {
    expect(() => parseServerEnv({ PORT: "abc", APP_URL: "https://wristwise.example" })).toThrow(
      /PORT: expected a port number/,
    );
  });

  it("lists an invalid APP_URL too", () => {
    expect(() => parseServerEnv({ PORT: "abc", APP_URL: "not a url" })).toThrow(
      /PORT: expected a port number from 1 to 65535\n {2}APP_URL: /,
    );
  });
});

describe("web push's VAPID keys: both or neither, and a subject push services accept", () => {
  it.each([
    [{}, true],
    [{ VAPID_PUBLIC_KEY: "pub", VAPID_PRIVATE_KEY: "priv" }, true],
    [{ VAPID_PUBLIC_KEY: "pub" }, false],
    [{ VAPID_PRIVATE_KEY: "priv" }, false],
    [{ VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: "" }, true],
    [{ VAPID_SUBJECT: "mailto:care@wristwise.app" }, true],
    [{ VAPID_SUBJECT: "https://wristwise.app/contact" }, true],
    [{ VAPID_SUBJECT: "http://wristwise.app" }, false],
    [{ VAPID_SUBJECT: "care@wristwise.app" }, false],
  ])("%o → valid: %s", (vars, valid) => {
    const parse = () => parseServerEnv(vars);
    if (valid) expect(parse).not.toThrow();
    else expect(parse).toThrow(/VAPID_(PRIVATE_KEY|SUBJECT)/);
  });

  it("defaults the subject to the support address", () => {
    expect(parseServerEnv({}).VAPID_SUBJECT).toBe("mailto:support@wristwise.app");
  });
});

describe("Discord's bot: token, server and role together, ids as Discord writes them", () => {
  const bot = {
    DISCORD_BOT_TOKEN: "bot-token",
    DISCORD_GUILD_ID: "900000000000000001",
    DISCORD_ROLE_ID: "900000000000000002",
  };
  it.each([
    [{}, true],
    [bot, true],
    [{ ...bot, DISCORD_BOT_TOKEN: "" }, false],
    [{ ...bot, DISCORD_GUILD_ID: undefined }, false],
    [{ DISCORD_ROLE_ID: bot.DISCORD_ROLE_ID }, false],
    [{ ...bot, DISCORD_GUILD_ID: "12345678901234" }, false],
    [{ ...bot, DISCORD_GUILD_ID: "123456789012345" }, true],
    [{ ...bot, DISCORD_ROLE_ID: "1234567890123456789012" }, false],
    [{ ...bot, DISCORD_ROLE_ID: "role-admins" }, false],
    [{ DISCORD_BASE_URL: "not a url" }, false],
  ])("%o → valid: %s", (vars, valid) => {
    const parse = () => parseServerEnv(vars as Record<string, string>);
    if (valid) expect(parse).not.toThrow();
    else expect(parse).toThrow(/DISCORD_(BOT_TOKEN|GUILD_ID|ROLE_ID|BASE_URL)/);
  });

  it("defaults Discord's base URL to discord.com", () => {
    expect(parseServerEnv({}).DISCORD_BASE_URL).toBe("https://discord.com");
  });
});
