import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { getDb } from "../db/client";
import { emailOutbox } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { resetEnvCache } from "../env";
import { logger } from "../logger";
import { sendEmail } from "./send-email";

beforeEach(async () => {
  await resetTestDb();
});

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnvCache();
});

const mail = {
  to: "sam@example.com",
  subject: "Reset your Wristwise password",
  text: "Here is your link.",
};

it("keeps the email in the outbox when no SMTP_URL is set", async () => {
  await sendEmail(mail);
  const rows = await getDb().select().from(emailOutbox);
  expect(rows).toMatchObject([mail]);
});

it("logs that an email was queued, never its link or address (#12 finding 10)", async () => {
  const info = vi.spyOn(logger, "info");
  const link = "http://localhost:3000/api/auth/reset-password/secret-token-123?callbackURL=%2F";
  await sendEmail({ ...mail, text: `Reset here: ${link}`, html: `<a href="${link}">Reset</a>` });
  const logged = JSON.stringify(info.mock.calls);
  info.mockRestore();
  expect(logged).toContain("email kept in outbox");
  expect(logged).not.toContain("secret-token-123");
  expect(logged).not.toContain(mail.to);
});

it("sends through SMTP when SMTP_URL is set, and keeps nothing in the outbox", async () => {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  resetEnvCache();
  try {
    await sendEmail(mail);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  expect(received).toHaveLength(1);
  expect(received[0]).toContain("Subject: Reset your Wristwise password");
  expect(received[0]).toContain("Here is your link.");
  expect(await getDb().select().from(emailOutbox)).toHaveLength(0);
});
