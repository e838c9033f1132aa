/**
 * Live group clinics for the community dashboard (issue #20): recurring online sessions, each
 * written in its host's own wall-clock time and time zone. The dashboard shows every occurrence in
 * the viewer's time zone (domain/community/clinics.ts), and each can be saved as a calendar file.
 *
 * These are group education sessions: no one is assessed or diagnosed, and no one is given
 * individual medical advice in front of a group.
 */

/** One recurring clinic. Its times are the host's wall-clock times, not UTC. */
export type TClinicSeries = {
  /** Stable and URL-safe: it starts every occurrence's id and calendar UID. */
  slug: string;
  title: string;
  /** Two or three calm, plain sentences: what happens and who it is for. */
  description: string;
  /** A role, never a person's name: who hosts changes from week to week. */
  host: string;
  /** ISO weekday, 1 = Monday, 7 = Sunday. */
  weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  /** 1 = every week, 2 = every other week, counted from anchorDate. */
  everyWeeks: 1 | 2;
  /** "YYYY-MM-DD", a local date that is one of the occurrences, on `weekday`. */
  anchorDate: string;
  /** "HH:MM" on a 24-hour clock, in `timeZone`. */
  localTime: string;
  /** The IANA time zone the clinic's date and time are written in. */
  timeZone: string;
  durationMinutes: number;
};

export const CLINIC_SERIES: readonly TClinicSeries[] = [
  {
    slug: "weekly-qa",
    title: "Weekly Q&A",
    description:
      "An open hour to ask general questions about wrist and hand pain, your program and how the exercises fit into your week. Anyone in the community is welcome, whether you are just starting or a few months in. Answers are general education, so bring questions about what you are reading and doing rather than about a diagnosis.",
    host: "A Wristwise physiotherapist",
    weekday: 2,
    everyWeeks: 1,
    anchorDate: "2026-01-06",
    localTime: "18:00",
    timeZone: "Europe/London",
    durationMinutes: 60,
  },
  {
    slug: "form-check",
    title: "Form check",
    description:
      "Move through a few of the program's exercises together at an easy pace, with time to ask about technique as you go. It suits anyone who wants to feel more sure of how an exercise should look and feel. Go only as far as is comfortable for you today.",
    host: "A Wristwise hand therapist",
    weekday: 4,
    everyWeeks: 2,
    anchorDate: "2026-01-08",
    localTime: "12:00",
    timeZone: "America/New_York",
    durationMinutes: 45,
  },
  {
    slug: "flare-up-clinic",
    title: "Flare-up clinic",
    description:
      "A calm session on what a flare-up is, how to ease your exercises back while one settles, and how to build up again afterwards. It is for anyone who has had a setback or wants a plan ready for the next one. If your symptoms are new, severe or worrying, please see a clinician rather than waiting for the clinic.",
    host: "A Wristwise physiotherapist",
    weekday: 6,
    everyWeeks: 2,
    anchorDate: "2026-01-10",
    localTime: "10:00",
    timeZone: "Australia/Sydney",
    durationMinutes: 60,
  },
  {
    slug: "desk-and-work-habits",
    title: "Desk and work habits",
    description:
      "A look at desk set-up, breaks and small changes to how you type, mouse and use your phone during a working day. It is for people whose hands and wrists are busy at work, at a desk or elsewhere. Bring your questions, and a photo of your workspace if you would like to share it.",
    host: "A Wristwise occupational therapist",
    weekday: 3,
    everyWeeks: 1,
    anchorDate: "2026-01-07",
    localTime: "13:00",
    timeZone: "Europe/Berlin",
    durationMinutes: 45,
  },
];

/** Shown with every clinic and written into its calendar file. */
export const CLINIC_JOIN_NOTE =
  "The joining link is shared with members in the Discord and by email before each clinic, cameras are optional, and this is a group education session, not individual medical advice.";
