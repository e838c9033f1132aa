import "server-only";
import type { TSocialProvider } from "@/domain/auth/social-providers";
import { getEnv } from "../env";

/** Google and Discord sign-in switch on when their client id and secret are configured. */
export function getConfiguredProviders(): TSocialProvider[] {
  const env = getEnv();
  const providers: TSocialProvider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) providers.push("google");
  if (env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET) providers.push("discord");
  return providers;
}
