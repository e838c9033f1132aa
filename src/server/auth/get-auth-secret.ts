import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "../env";
import { logger } from "../logger";

/**
 * BETTER_AUTH_SECRET when set. Otherwise one generated on first start and kept in .data/, so
 * `npm start` works on a fresh machine and sessions survive restarts. Several app servers must
 * share one configured secret.
 */
export function getAuthSecret(): string {
  const configured = getEnv().BETTER_AUTH_SECRET;
  if (configured) return configured;
  const file = path.join(process.cwd(), ".data", "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    logger.warn({ file }, "BETTER_AUTH_SECRET is not set; generated one for this machine");
    return secret;
  }
}
