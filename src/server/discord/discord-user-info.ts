import type { DiscordProfile } from "better-auth/social-providers";
import type { TDiscordUser } from "./discord-api";

const CDN = "https://cdn.discordapp.com";

/**
 * A Discord user as Better Auth's provider reads one (its own mapping, kept so sign-in with
 * Discord behaves as before): the display name, the email and whether Discord verified it, and
 * the avatar, or Discord's default avatar for someone without one.
 */
export function discordUserInfoOf(profile: TDiscordUser) {
  let image: string;
  if (profile.avatar) {
    const format = profile.avatar.startsWith("a_") ? "gif" : "png";
    image = `${CDN}/avatars/${profile.id}/${profile.avatar}.${format}`;
  } else {
    const index =
      !profile.discriminator || profile.discriminator === "0"
        ? Number((BigInt(profile.id) >> 22n) % 6n)
        : Number.parseInt(profile.discriminator, 10) % 5;
    image = `${CDN}/embed/avatars/${index}.png`;
  }
  return {
    user: {
      name: profile.global_name || profile.username || "",
      email: profile.email ?? undefined,
      emailVerified: profile.verified === true,
      image,
    },
    // Better Auth reads the account's id from here (profile.id).
    data: { ...profile, image_url: image } as unknown as DiscordProfile,
  };
}
