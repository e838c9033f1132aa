// The community contact form's topics (issue #20), apart from the answers so the form in the
// browser carries only these.

/** The contact form's topics, in the order its select shows them. */
export const COMMUNITY_HELP_TOPICS = [
  "membership",
  "clinics",
  "discord",
  "account",
  "something-else",
] as const;
export type TCommunityHelpTopic = (typeof COMMUNITY_HELP_TOPICS)[number];

/** Each topic as the select reads it. */
export const COMMUNITY_HELP_TOPIC_LABELS: Record<TCommunityHelpTopic, string> = {
  membership: "Your membership",
  clinics: "Live group clinics",
  discord: "Discord and the chat role",
  account: "Your account and settings",
  "something-else": "Something else",
};
