import { defineConfig } from "@playwright/test";
import { nextStartArgs } from "./scripts/start.mjs";
import { CHROMIUM_ARGS, resolveChromium } from "./tests/e2e/browser";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** A second server whose idle limit is seconds, not minutes, for the session-expiry journey. */
export const idlePort = port + 1;
/** The local stand-in for Google's OAuth endpoints (tests/e2e/oidc-stand-in.mjs). */
export const oidcPort = port + 2;
/** Where push.spec.ts runs its stand-in push service (tests/factories/push-stand-in.ts). */
export const pushPort = port + 3;
/** The local stand-in for Discord's OAuth pages and API (tests/e2e/discord-stand-in.mjs). */
export const discordPort = port + 4;
/**
 * A VAPID key pair for the end-to-end server only (web push, issue #19): generated once for the
 * tests, never used anywhere else, so it is no secret.
 */
export const E2E_VAPID_PUBLIC_KEY =
  "BKpi4wj-oT31c4vBhEc4mZ3sv-G9ZNGMT_aStIiWEAT3SdfIQYQA75nt-0nz9-2AmuWswB5ztNAEpCLT-ivhXL8";

const shellQuoted = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

function server(serverPort: number, extraEnv: Record<string, string>) {
  const url = `http://localhost:${serverPort}`;
  return {
    // Each argument quoted for the shell Playwright runs it in: a checkout path may hold a space.
    command: ["node", ...nextStartArgs(serverPort)].map(shellQuoted).join(" "),
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      APP_URL: url,
      PGLITE_DATA_DIR: serverPort === port ? ".data/e2e" : ".data/e2e-idle",
      BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-012345",
      ENABLE_TEST_ENDPOINTS: "true",
      AUTH_RATE_LIMIT_MAX: "300",
      LOG_LEVEL: "warn",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // Journeys of a dozen pages on a shared 2-core machine: a slow minute is load, not a failure.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // `npm test` asks for the JSON report too, for its summary of the slowest specs.
  reporter: process.env.E2E_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]]
    : [["list"]],
  use: {
    baseURL,
    // The service worker (issue #19) would answer page loads before page.route() sees them; the
    // journeys that are about it (offline.spec.ts) allow it.
    serviceWorkers: "block",
    // No trace by default: recording one for every test (to keep the failures') cost about a
    // tenth of the suite's CPU, and CI's output is the list reporter's. To debug a failure, rerun
    // it with `node scripts/e2e.mjs <spec> --trace retain-on-failure` and open the trace.
    trace: "off",
    launchOptions: { executablePath: resolveChromium(), args: CHROMIUM_ARGS },
  },
  webServer: [
    server(port, {
      GOOGLE_CLIENT_ID: "wristwise-e2e",
      GOOGLE_CLIENT_SECRET: "wristwise-e2e-secret",
      GOOGLE_OAUTH_STANDIN_URL: `http://localhost:${oidcPort}`,
      VAPID_PUBLIC_KEY: E2E_VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: "ZsHbRxgqRwd1KAm7PKguZLR4QWO-n0G2BJuj0-djzN0",
      PUSH_STANDIN_URL: `http://localhost:${pushPort}`,
      // The stand-in's fixed client and bot (STAND_IN_CLIENT and STAND_IN_BOT there).
      DISCORD_CLIENT_ID: "wristwise-discord-e2e",
      DISCORD_CLIENT_SECRET: "wristwise-discord-secret",
      DISCORD_BASE_URL: `http://localhost:${discordPort}`,
      DISCORD_BOT_TOKEN: "wristwise-discord-bot-token",
      DISCORD_GUILD_ID: "900000000000000001",
      DISCORD_ROLE_ID: "900000000000000002",
    }),
    server(idlePort, { SESSION_IDLE_TIMEOUT_MS: "8000", SESSION_WARNING_BEFORE_MS: "4000" }),
    {
      command: "node tests/e2e/oidc-stand-in.mjs",
      url: `http://localhost:${oidcPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      env: { PORT: String(oidcPort) },
    },
    {
      command: "node tests/e2e/discord-stand-in.mjs",
      url: `http://localhost:${discordPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      env: { PORT: String(discordPort) },
    },
  ],
});
