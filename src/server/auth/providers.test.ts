import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "../env";
import { signupMethodFor } from "./auth";
import { getConfiguredProviders } from "./get-configured-providers";

const KEYS = [
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "DISCORD_CLIENT_ID",
  "DISCORD_CLIENT_SECRET",
] as const;

afterEach(() => {
  for (const key of KEYS) delete process.env[key];
  resetEnvCache();
});

describe("Google and Discord switch on when their client ids are configured", () => {
  it.each([
    [{}, []],
    [{ GOOGLE_CLIENT_ID: "g" }, []],
    [{ GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "s" }, ["google"]],
    [{ DISCORD_CLIENT_ID: "d", DISCORD_CLIENT_SECRET: "s" }, ["discord"]],
    [
      {
        GOOGLE_CLIENT_ID: "g",
        GOOGLE_CLIENT_SECRET: "s",
        DISCORD_CLIENT_ID: "d",
        DISCORD_CLIENT_SECRET: "s",
      },
      ["google", "discord"],
    ],
    [{ GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "" }, []],
  ])("%j gives %j", (vars, expected) => {
    Object.assign(process.env, vars);
    resetEnvCache();
    expect(getConfiguredProviders()).toEqual(expected);
  });
});

describe("signupMethod records how the account was created", () => {
  // Better Auth names the route by its template; the provider is the route's parameter.
  it.each([
    [{ path: "/sign-up/email" }, "email_password"],
    [{ path: "/callback/:id", params: { id: "google" } }, "google_oauth"],
    [{ path: "/callback/:id", params: { id: "discord" } }, "discord_oauth"],
    [{ path: "/callback/:id", params: { id: "github" } }, "email_password"],
    [{ path: "/callback/:id" }, "email_password"],
    [{ path: "/sign-up/email", params: { id: "google" } }, "email_password"],
    [undefined, "email_password"],
  ])("%j -> %s", (route, expected) => {
    expect(signupMethodFor(route)).toBe(expected);
  });
});
