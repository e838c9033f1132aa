/**
 * The community dashboard's help page (issue #20): answers about the Lifetime Community plan, and
 * the topics of the contact form under them. What the plan includes follows the feature table
 * (domain/access/features.ts) and the plan's product page; refunds follow the pricing FAQ and the
 * terms, word for word where it matters.
 */

export type TCommunityHelpEntry = { question: string; answer: string };

export const COMMUNITY_HELP: readonly TCommunityHelpEntry[] = [
  {
    question: "What does the Lifetime Community plan include?",
    answer:
      "Everything in Pro, for life: logging your exercises with the next step worked out for you, a new program whenever your pain regions change, daily load tracking, and progress statistics and charts. It also includes expert consultations. On top of that you get the community dashboard, which only this plan includes: the curriculum, live group clinics, the resources library, the bonus reading and the member directory. It is one payment and nothing renews.",
  },
  {
    question: "Where should I start?",
    answer:
      "Start with the curriculum on your community dashboard. It takes you through the library a step at a time, at your own pace, so you don't have to work out what to read first. Alongside it, keep going with your exercise program, and come to a live clinic when you have a question. The resources library gathers everything else in one place when you want to look something up.",
  },
  {
    question: "How do I join a live group clinic?",
    answer:
      "The Clinics page lists every upcoming clinic, with its date and time shown in your own time zone. You can save any clinic to your calendar from there. We email the joining link to members before each clinic, and share it in the members' Discord channels too. Cameras are optional, and you are welcome to just listen.",
  },
  {
    question: "Can I ask about my own symptoms in a clinic?",
    answer:
      "You are welcome to ask general questions about exercises, pacing, flare-ups and what you have been reading. Clinics are group education sessions, so the host can't assess you, diagnose you or give you individual medical advice in front of a group. For a closer look at your own plan, book an expert consultation, which your plan includes. For anything new, severe or worrying, please see a clinician in person.",
  },
  {
    question: "How does the member directory work?",
    answer:
      "The directory is opt-in: you aren't listed unless you choose to be. If you join, other members see only your community display name. They never see your email address, your assessment, your pain scores, your logs or any other health information. You can leave the directory at any time in Community settings, and your name is taken off it.",
  },
  {
    question: "How do I change my display name or email preferences?",
    answer:
      "Open Community settings from your community dashboard. There you can change the display name other members see, and choose which community emails you get. The clinic email, sent on Mondays with the week's clinics, is off until you turn it on; each one links back to these settings, and your mail app's own unsubscribe button turns it off too.",
  },
  {
    question: "Is the Discord chat role included, and how do I get it?",
    answer:
      "Yes: the Lifetime Community plan includes the community chat role, which opens the members' channels of our Discord. Link your Discord account under Settings, in this dashboard: Discord asks you to allow Wristwise to add you to our server, and you arrive with the role. To move the role to another Discord account, unlink and link the other one; unlinking removes the role. If the role hasn't appeared within a day of linking, send us a message with the form on this page (choose \"Discord and the chat role\").",
  },
  {
    question: "What is never shared with other members?",
    answer:
      "Your health information is never shared with other members: not your assessment answers, safety check, pain scores, exercise logs, load or progress. Nor are your email address or your payment details. Other members see only what you choose to show: your display name in the directory if you opt in, and whatever you post yourself on Discord.",
  },
  {
    question: "What should I do in a flare-up, or if my symptoms are severe?",
    answer:
      "For a flare-up, ease your exercises back rather than stopping, take more breaks, and build up again over about a week; the library's flare-ups topic has a step-by-step plan. Please see a clinician, such as your doctor, a physiotherapist or a hand therapist, if you notice numbness or tingling that is constant or getting worse, weakness or dropping things, swelling, heat or redness around a joint, pain after a fall or injury, pain at night that doesn't settle, or feeling unwell with a fever. If arm pain comes with chest pain, shortness of breath or feeling faint, call your local emergency number straight away. Don't wait for a clinic or a reply from us.",
  },
  {
    question: "How do I contact the team?",
    answer:
      "Use the form on this page, choose the topic that fits best, and we'll answer by email within 2 working days. Please don't include detailed medical information in the form. We can't give medical advice by email, and if your symptoms are urgent, please see a clinician.",
  },
  {
    question: "Can I cancel the plan?",
    answer:
      "There is nothing to cancel: the Lifetime Community plan is a single payment and never renews, so you are never charged for it again. Add-ons you choose separately, such as the chat role, are subscriptions; cancel them from your account page and you keep them until the end of the period you have paid for. If you want to close your Wristwise account altogether, you can delete it from your account page.",
  },
  {
    question: "Can I get a refund?",
    answer:
      "The first time you buy a subscription, you can ask for a full refund within 14 days of paying, no questions asked: email support@wristwise.app. A refund ends the plan it paid for. Other payments, including one-off payments like the Lifetime Community plan, aren't usually refundable, but this never limits your rights under consumer law, for example if something you paid for doesn't work as described.",
  },
];

export {
  COMMUNITY_HELP_TOPIC_LABELS,
  COMMUNITY_HELP_TOPICS,
  type TCommunityHelpTopic,
} from "./help-topics";
