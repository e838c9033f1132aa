// Which measurement destinations this deployment has (issue #18): read from the server's
// environment at run time (GET /api/analytics/config), so one build serves a deployment with
// analytics and one without, and a build never bakes an id in. Ids are public values; no secret
// is ever part of this.
// (No zod here: this module is in every page's browser bundle, so it checks by hand.)

export type TDestinationConfig = { id: string; baseUrl: string | null };
export type TAnalyticsConfig = {
  ga: TDestinationConfig | null;
  meta: TDestinationConfig | null;
  reddit: TDestinationConfig | null;
};

export const NO_ANALYTICS: TAnalyticsConfig = { ga: null, meta: null, reddit: null };

/** Whether any destination is configured: only then is there anything to ask consent for. */
export function hasAnyDestination(config: TAnalyticsConfig): boolean {
  return config.ga !== null || config.meta !== null || config.reddit !== null;
}

/** The id formats each service issues; anything else is treated as not configured. */
export const ID_FORMATS = {
  ga: /^G-[A-Z0-9]{4,20}$/,
  meta: /^\d{5,20}$/,
  reddit: /^[A-Za-z0-9_]{4,40}$/,
} as const;

/** The configuration from the environment's ids and base URLs; a malformed id is left out. */
export function analyticsConfigOf(env: {
  ga?: string | undefined;
  gaBaseUrl?: string | undefined;
  meta?: string | undefined;
  metaBaseUrl?: string | undefined;
  reddit?: string | undefined;
  redditBaseUrl?: string | undefined;
}): TAnalyticsConfig {
  const pick = (id: string | undefined, format: RegExp, baseUrl: string | undefined) => {
    const trimmed = id?.trim();
    return trimmed && format.test(trimmed) ? { id: trimmed, baseUrl: baseUrl ?? null } : null;
  };
  return {
    ga: pick(env.ga, ID_FORMATS.ga, env.gaBaseUrl),
    meta: pick(env.meta, ID_FORMATS.meta, env.metaBaseUrl),
    reddit: pick(env.reddit, ID_FORMATS.reddit, env.redditBaseUrl),
  };
}

function destinationOf(value: unknown, format: RegExp): TDestinationConfig | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, baseUrl } = value as Record<string, unknown>;
  if (typeof id !== "string" || !format.test(id)) return null;
  if (baseUrl !== null && (typeof baseUrl !== "string" || !/^https?:\/\/[^\s]+$/.test(baseUrl)))
    return null;
  return { id, baseUrl };
}

/** The configuration as the browser received it, checked; anything malformed is "not configured". */
export function parseAnalyticsConfig(value: unknown): TAnalyticsConfig {
  if (typeof value !== "object" || value === null) return NO_ANALYTICS;
  const raw = value as Record<string, unknown>;
  return {
    ga: destinationOf(raw.ga, ID_FORMATS.ga),
    meta: destinationOf(raw.meta, ID_FORMATS.meta),
    reddit: destinationOf(raw.reddit, ID_FORMATS.reddit),
  };
}
