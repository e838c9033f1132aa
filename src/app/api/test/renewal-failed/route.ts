import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { RENEWING_ADDON_TYPES } from "@/domain/billing/addon-status";
import { getCurrentSession } from "@/server/auth/get-current-session";
import { failLocalRenewal } from "@/server/billing/local-provider";
import { applyProviderEvents } from "@/server/billing/manage-subscription";
import { getDb } from "@/server/db/client";
import { subscriptions } from "@/server/db/schema";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

const ZBody = z.object({ subscription: z.enum(["plan", ...RENEWING_ADDON_TYPES]) }).strict();

/**
 * The signed-in test user's renewing plan, or monthly add-on, fails its renewal payment, as a
 * declined card would on Stripe: it goes past due through the same events a provider sends. The
 * local provider never declines a renewal by itself. Exists only when ENABLE_TEST_ENDPOINTS=true.
 */
export async function POST(request: Request) {
  if (!getEnv().ENABLE_TEST_ENDPOINTS) return new Response("Not found", { status: 404 });
  const session = await getCurrentSession();
  if (!session) return Response.json({ error: "Sign in first." }, { status: 401 });
  const parsed = ZBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json(
      { error: 'Give {subscription}: "plan" or a monthly add-on\'s type.' },
      { status: 400 },
    );
  const { subscription } = parsed.data;
  const [row] = await getDb()
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, session.user.id),
        eq(subscriptions.provider, "local"),
        subscription === "plan"
          ? isNull(subscriptions.addonType)
          : eq(subscriptions.addonType, subscription),
        eq(subscriptions.providerStatus, "active"),
      ),
    );
  if (!row?.id)
    return Response.json({ error: "Nothing of that kind is renewing." }, { status: 404 });
  await applyProviderEvents(await failLocalRenewal(row.id));
  return Response.json({ ok: true });
}
