/** The sign-in providers besides email (spec 1 and 7), each on when its keys are configured. */
export const SOCIAL_PROVIDERS = ["google", "discord"] as const;
export type TSocialProvider = (typeof SOCIAL_PROVIDERS)[number];
