"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { toSafeReturnTo } from "@/domain/auth/return-to";
import { DEFAULT_SIGNED_IN_PATH } from "@/lib/routes";
import { getAuth } from "@/server/auth/auth";
import { logger } from "@/server/logger";

const ZSocial = z.object({
  provider: z.enum(["google", "discord"]),
  returnTo: z.string().max(2048).optional(),
});

/** Starts Google or Discord sign-in; the provider sends the person back to returnTo. */
export async function signInSocialAction(formData: FormData): Promise<void> {
  const parsed = ZSocial.safeParse({
    provider: formData.get("provider"),
    returnTo: formData.get("returnTo") ?? undefined,
  });
  if (!parsed.success) redirect("/login");
  const callbackURL = toSafeReturnTo(parsed.data.returnTo) ?? DEFAULT_SIGNED_IN_PATH;
  let url: string | undefined;
  try {
    const result = await getAuth().api.signInSocial({
      body: { provider: parsed.data.provider, callbackURL, errorCallbackURL: "/login?error=oauth" },
    });
    url = result.url;
  } catch (error) {
    logger.error({ err: error, provider: parsed.data.provider }, "social sign-in could not start");
  }
  redirect(url ?? "/login?error=oauth");
}
