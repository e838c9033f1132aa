import type { MetadataRoute } from "next";
import { getEnv } from "@/server/env";

// Read per request, so the sitemap's address is the APP_URL the server runs with.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/debug-auth", "/account"] }],
    sitemap: `${getEnv().APP_URL.replace(/\/$/, "")}/sitemap.xml`,
  };
}
