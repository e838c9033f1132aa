// The four notifications onboarding creates (spec 4 "Other", spec 9): a welcome at high priority
// and three feature unlocks, each linking to the page it announces.
export type TNotificationTemplate = {
  type:
    | "welcome"
    | "feature_unlock"
    // Issue #19: domain/notifications/program-notifications.ts.
    | "plan_step_up"
    | "plan_step_down"
    | "retake_due"
    | "weekly_summary"
    // Issue #20: a Discord link that Discord stopped accepting.
    | "discord_unlinked";
  title: string;
  message: string;
  link: string;
  priority: "high" | "normal" | "low";
};

export const ONBOARDING_NOTIFICATIONS: readonly TNotificationTemplate[] = [
  {
    type: "welcome",
    title: "Welcome to Wristwise",
    message:
      "Your assessment is done and your program is ready. Getting started takes three minutes: what the program is, how logging works and how pain guides the dose.",
    link: "/onboarding",
    priority: "high",
  },
  {
    type: "feature_unlock",
    title: "Your results are in",
    message: "See your stamina, health, overload risk and estimated improvement time.",
    link: "/assessment-results",
    priority: "normal",
  },
  {
    type: "feature_unlock",
    title: "Why your plan works",
    message:
      "About your plan explains the muscles, tendons and nerves involved, and what to do in a flare-up.",
    link: "/about-plan",
    priority: "normal",
  },
  {
    type: "feature_unlock",
    title: "The exercise library",
    message: "Every exercise, with how to do it, how much, and when to stop.",
    link: "/exercises",
    priority: "normal",
  },
];
