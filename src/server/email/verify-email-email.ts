import "server-only";
import { escapeHtml } from "./escape-html";
import type { TEmail } from "./send-email";

/** The link that proves an email address is the person's (issue #17: what a guest merge needs). */
export function verifyEmailEmail(to: string, name: string, url: string): TEmail {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const text = [
    greeting,
    "",
    "Please confirm that this is your email address for Wristwise. Use this link within the next hour:",
    url,
    "",
    "Confirming it keeps your account yours: password resets and receipts come here, and anything",
    "bought with this address before you had an account is added to it.",
    "",
    "If you didn't create a Wristwise account, you can ignore this email.",
    "",
    "The Wristwise team",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Please confirm that this is your email address for Wristwise.</p>
<p><a href="${escapeHtml(url)}">Confirm my email address</a> (the link works for one hour).</p>
<p>Confirming it keeps your account yours: password resets and receipts come here, and anything bought with this address before you had an account is added to it.</p>
<p>If you didn't create a Wristwise account, you can ignore this email.</p>
<p>The Wristwise team</p>`;
  return { to, subject: "Confirm your email address for Wristwise", text, html };
}
