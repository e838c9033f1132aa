import "server-only";
import { sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { normaliseEmail } from "@/lib/schemas/auth";
import { writeAuditLog } from "../audit/write-audit-log";
import { consumeRateLimit, getIpRateRule } from "../auth/consume-rate-limit";
import { getDb } from "../db/client";
import { guideRequests } from "../db/schema";
import { escapeHtml } from "../email/escape-html";
import { sendEmail, type TEmail } from "../email/send-email";
import { getEnv } from "../env";
import { getRequestIpBucket } from "../request-ip";

/** Where the starter guide's PDF is served (public). */
export const STARTER_GUIDE_PATH = "/api/guides/starter";

/** The email with the guide's link and the three library chapters it holds. */
export function starterGuideEmail(to: string): TEmail {
  const base = getEnv().APP_URL.replace(/\/$/, "");
  const pdf = `${base}${STARTER_GUIDE_PATH}`;
  const topics = [
    ["How pain works", "pain-science"],
    ["Is it OK if exercise hurts a little?", "exercise-pain"],
    ["Flare-ups: why they happen and what to do", "flare-ups"],
  ] as const;
  const text = [
    "Hello,",
    "",
    "Here is your free Wristwise starter guide (PDF):",
    pdf,
    "",
    "It holds three chapters of our pain-education library. You can also read them online:",
    ...topics.map(([title, slug]) => `- ${title}: ${base}/preview/wrist-pain-education/${slug}`),
    "",
    `When you're ready, the self-assessment and the exercise program it builds are free: ${base}/signup`,
    "",
    "The guide is educational and not medical advice. If your pain is severe after an injury, or your hand is numb, weak, hot or swollen, please see a clinician.",
    "",
    "You asked for this guide on our website. We won't email you again unless you agreed to occasional tips; to stop those, reply with 'unsubscribe'.",
    "",
    "The Wristwise team",
  ].join("\n");
  const html = `<p>Hello,</p>
<p><a href="${escapeHtml(pdf)}">Download your free Wristwise starter guide (PDF)</a>.</p>
<p>It holds three chapters of our pain-education library, which you can also read online:</p>
<ul>${topics.map(([title, slug]) => `<li><a href="${escapeHtml(`${base}/preview/wrist-pain-education/${slug}`)}">${escapeHtml(title)}</a></li>`).join("")}</ul>
<p>When you're ready, <a href="${escapeHtml(`${base}/signup`)}">the self-assessment and the exercise program it builds are free</a>.</p>
<p>The guide is educational and not medical advice. If your pain is severe after an injury, or your hand is numb, weak, hot or swollen, please see a clinician.</p>
<p>You asked for this guide on our website. We won't email you again unless you agreed to occasional tips; to stop those, reply with "unsubscribe".</p>
<p>The Wristwise team</p>`;
  return { to, subject: "Your free Wristwise starter guide", text, html };
}

/**
 * Sends the free starter guide to an email (issue #18's Lead), at most 3 times a day per address
 * and within the sign-up limit per IP, and records the request with the consent given (a repeat
 * keeps a consent given before only if given again).
 */
export async function requestStarterGuide(input: {
  email: string;
  marketingConsent: boolean;
  source?: string | null;
  headers: Headers;
}): Promise<void> {
  const email = normaliseEmail(input.email);
  const byIp = await consumeRateLimit(
    `guide-ip:${getRequestIpBucket(input.headers)}`,
    getIpRateRule(),
  );
  const byEmail = await consumeRateLimit(`guide-email:${email}`, { windowSeconds: 86_400, max: 3 });
  if (!byIp.allowed || !byEmail.allowed) throw new AppError("too-many-requests");
  await getDb()
    .insert(guideRequests)
    .values({ email, marketingConsent: input.marketingConsent, source: input.source ?? null })
    .onConflictDoUpdate({
      target: guideRequests.email,
      set: {
        marketingConsent: input.marketingConsent,
        source: input.source ?? null,
        requestedAt: new Date(),
        sentCount: sql`${guideRequests.sentCount} + 1`,
      },
    });
  await sendEmail(starterGuideEmail(email));
  await writeAuditLog({
    action: "starter_guide_requested",
    userId: null,
    resourceType: "guide",
    resourceId: "starter-guide",
    headers: input.headers,
  });
}
