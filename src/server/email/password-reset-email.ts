import "server-only";
import { escapeHtml } from "./escape-html";
import type { TEmail } from "./send-email";

export function passwordResetEmail(to: string, name: string, url: string): TEmail {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const text = [
    greeting,
    "",
    "We received a request to reset the password for your Wristwise account.",
    "Use this link within the next hour to choose a new password:",
    url,
    "",
    "If you didn't ask for this, you can ignore this email: your password stays the same.",
    "",
    "The Wristwise team",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password for your Wristwise account.</p>
<p><a href="${escapeHtml(url)}">Choose a new password</a> (the link works for one hour).</p>
<p>If you didn't ask for this, you can ignore this email: your password stays the same.</p>
<p>The Wristwise team</p>`;
  return { to, subject: "Reset your Wristwise password", text, html };
}
