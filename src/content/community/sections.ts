// The community dashboard's sections (issue #20): their addresses, names, and what a visitor or a
// person on another plan is told each one holds (the teaser).

export type TCommunitySection = {
  href: string;
  label: string;
  title: string;
  /** One sentence for the member's overview and the section's own lead. */
  lead: string;
  /** What the section holds, for the teaser: three short points. */
  holds: readonly string[];
};

export const COMMUNITY_SECTIONS = [
  {
    href: "/community-dashboard",
    label: "Overview",
    title: "Community dashboard",
    lead: "Everything the Wristwise community offers, in one place.",
    holds: [
      "An eight-week curriculum that walks you through your program and the pain science behind it",
      "Live group clinics with a physiotherapist, shown in your own time zone",
      "A resources library, bonus guides and a member directory you can choose to join",
    ],
  },
  {
    href: "/community-dashboard/curriculum",
    label: "Curriculum",
    title: "Curriculum",
    lead: "Eight weeks, one step at a time: the exercises, the reading and a little practice for daily life.",
    holds: [
      "Eight weekly steps built from the program's exercises and the pain education library",
      "A short practice for daily life and a check-in question each week",
      "Your progress kept week by week, so you can pick up where you left off",
    ],
  },
  {
    href: "/community-dashboard/clinics",
    label: "Clinics",
    title: "Live group clinics",
    lead: "Regular online sessions to learn, move along together and ask questions.",
    holds: [
      "Weekly and fortnightly sessions on technique, flare-ups and work habits",
      "Times shown in your own time zone, with a calendar file for each session",
      "Group education with a physiotherapist: cameras optional",
    ],
  },
  {
    href: "/community-dashboard/resources",
    label: "Resources",
    title: "Resources library",
    lead: "Guides, printable exercise pages, ebooks and mini courses, gathered by topic.",
    holds: [
      "Start-here guides and the pain education library, in reading order",
      "Step-by-step exercise pages you can print",
      "The Wristwise ebooks and mini courses",
    ],
  },
  {
    href: "/community-dashboard/bonus",
    label: "Bonus",
    title: "Bonus material",
    lead: "Short practical pieces for the situations the program doesn't cover on its own.",
    holds: [
      "A 90-second desk reset and sleep positions that spare your wrists",
      "Travelling, making music or gaming with sore hands",
      "Talking to your employer about your workstation",
    ],
  },
  {
    href: "/community-dashboard/members",
    label: "Members",
    title: "Members",
    lead: "Members who chose to be listed, by the display name they picked.",
    holds: [
      "A directory you join only if you want to",
      "Display names only: never your email, your account name or anything about your health",
      "Leave it again at any time in community settings",
    ],
  },
  {
    href: "/community-dashboard/help",
    label: "Help",
    title: "Help",
    lead: "Answers to common questions, and a way to reach the Wristwise team.",
    holds: [
      "Answers about the membership, the clinics and Discord",
      "A contact form that reaches the team directly",
      "Replies within two working days",
    ],
  },
  {
    href: "/community-dashboard/settings",
    label: "Settings",
    title: "Community settings",
    lead: "How other members see you and which community emails you get.",
    holds: [
      "The display name other members see",
      "Whether you're listed in the member directory",
      "A Monday email with the week's clinics, if you want it",
    ],
  },
] as const satisfies readonly TCommunitySection[];

export type TCommunityHref = (typeof COMMUNITY_SECTIONS)[number]["href"];

export function communitySectionOf(href: TCommunityHref): TCommunitySection {
  const found = COMMUNITY_SECTIONS.find((s) => s.href === href);
  if (!found) throw new Error(`unknown community section ${href}`);
  return found;
}
