import "server-only";
import pino from "pino";

const globalForLogger = globalThis as unknown as { __wristwiseLogger?: pino.Logger };

export const logger: pino.Logger =
  globalForLogger.__wristwiseLogger ??
  pino({ level: process.env.LOG_LEVEL ?? "info", base: { app: "wristwise" } });
globalForLogger.__wristwiseLogger = logger;
