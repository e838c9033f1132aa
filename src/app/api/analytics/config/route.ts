import { analyticsConfigOf } from "@/lib/analytics/config";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

/**
 * GET /api/analytics/config (public, issue #18): which measurement destinations this deployment
 * has, read from the environment at run time. Ids only, which are public; cached briefly.
 */
export function GET() {
  const env = getEnv();
  const config = analyticsConfigOf({
    ga: env.GA_MEASUREMENT_ID,
    meta: env.META_PIXEL_ID,
    reddit: env.REDDIT_PIXEL_ID,
  });
  return Response.json(config, {
    headers: { "cache-control": "public, max-age=300", "x-content-type-options": "nosniff" },
  });
}
