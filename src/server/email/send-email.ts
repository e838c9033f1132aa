import "server-only";
import nodemailer from "nodemailer";
import { getDb } from "../db/client";
import { emailOutbox, type TEmailAttachment } from "../db/schema";
import { getEnv } from "../env";
import { logger } from "../logger";

export type TEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it: a calendar invitation (.ics) for an expert call (issue #17). */
  attachments?: TEmailAttachment[];
  /** Extra headers, such as a reminder's one-click List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
};

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise the message goes to the email_outbox table and
 * the server log, so password reset works offline and in tests.
 */
export async function sendEmail(email: TEmail): Promise<void> {
  const env = getEnv();
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    await transport.sendMail({ from: env.EMAIL_FROM, ...email });
    logger.info({ subject: email.subject }, "email sent over SMTP");
    return;
  }
  await getDb().insert(emailOutbox).values(email);
  // Never the body: it can hold a live reset link (#12 finding 10). The outbox table has it.
  logger.info({ subject: email.subject }, "email kept in outbox");
}
