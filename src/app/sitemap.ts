import type { MetadataRoute } from "next";
import { publicPaths } from "@/content/public-paths";
import { getEnv } from "@/server/env";

// Read per request, so the addresses carry the APP_URL the server runs with, not the build's.
export const dynamic = "force-dynamic";

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getEnv().APP_URL.replace(/\/$/, "");
  return publicPaths().map((path) => ({ url: `${base}${path}` }));
}
