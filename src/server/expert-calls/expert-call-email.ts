import "server-only";
import { icsOf } from "@/domain/expert-calls/ics";
import { formatClockTime } from "@/lib/format-date";
import { escapeHtml } from "../email/escape-html";
import type { TEmail } from "../email/send-email";
import { getEnv } from "../env";

export type TExpertCallEmailKind = "booked" | "rescheduled" | "cancelled" | "reminder";

/** Where the clinic's replies come from; the calendar file names it as the organiser. */
export const CARE_EMAIL = "care@wristwise.app";

/** "Tuesday 1 December 2026 at 14:00 (Europe/London)": the call's time as the person reads it. */
export function callTimeOf(start: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(start);
  return `${date} at ${formatClockTime(start, timeZone)} (${timeZone.replaceAll("_", " ")})`;
}

const SUBJECTS: Record<TExpertCallEmailKind, string> = {
  booked: "Your expert call is booked",
  rescheduled: "Your expert call has moved",
  cancelled: "Your expert call is cancelled",
  reminder: "Reminder: your expert call is tomorrow",
};

/**
 * The email for a booked, moved, cancelled or upcoming expert call (issue #17), with its calendar
 * file (.ics): a REQUEST that adds or updates the call in the person's calendar, or a CANCEL that
 * removes it. The same UID throughout, its SEQUENCE raised by each change.
 */
export function expertCallEmail(input: {
  kind: TExpertCallEmailKind;
  booking: {
    id: string;
    startsAt: Date;
    minutes: number;
    timeZone: string;
    sequence: number;
  };
  person: { email: string; name: string };
  roomUrl: string;
  now: Date;
}): TEmail {
  const { kind, booking, person, roomUrl } = input;
  const when = callTimeOf(booking.startsAt, booking.timeZone);
  const manage = `${getEnv().APP_URL.replace(/\/$/, "")}/talk-to-expert`;
  const greeting = person.name ? `Hello ${person.name},` : "Hello,";
  const cancelled = kind === "cancelled";
  const lead: Record<TExpertCallEmailKind, string> = {
    booked: `Your ${booking.minutes}-minute video call with a Wristwise hand therapist is booked for ${when}.`,
    rescheduled: `Your video call with a Wristwise hand therapist has moved to ${when}.`,
    cancelled: `Your video call on ${when} is cancelled, and the call is back in your account to book again.`,
    reminder: `A reminder: your video call with a Wristwise hand therapist is on ${when}.`,
  };
  const lines = [
    greeting,
    "",
    lead[kind],
    ...(cancelled
      ? []
      : [
          "",
          `Join the call here: ${roomUrl}`,
          "",
          "Before the call, have your program open and, if you can, somewhere to show your wrist and hand on camera. Write down when it hurts and what you have tried.",
          "",
          `To move or cancel it, up to 24 hours before: ${manage}`,
        ]),
    "",
    "The call is educational and does not replace seeing a clinician in person. If your pain is severe after an injury, or your hand is hot, red and swollen (with or without a fever), please see a doctor or call your local emergency number instead.",
    "",
    "The Wristwise team",
  ];
  const ics = icsOf({
    uid: `${booking.id}@wristwise.app`,
    sequence: booking.sequence,
    method: cancelled ? "CANCEL" : "REQUEST",
    start: booking.startsAt,
    minutes: booking.minutes,
    summary: "Wristwise expert call",
    description: `A ${booking.minutes}-minute video call with a Wristwise hand therapist. Join: ${roomUrl}`,
    url: roomUrl,
    organizerEmail: CARE_EMAIL,
    attendeeEmail: person.email,
    now: input.now,
  });
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead[kind])}</p>
${cancelled ? "" : `<p><a href="${escapeHtml(roomUrl)}">Join the call</a></p><p>Before the call, have your program open and, if you can, somewhere to show your wrist and hand on camera.</p><p><a href="${escapeHtml(manage)}">Move or cancel it</a> up to 24 hours before.</p>`}
<p>The call is educational and does not replace seeing a clinician in person.</p>
<p>The Wristwise team</p>`;
  return {
    to: person.email,
    subject: SUBJECTS[kind],
    text: lines.join("\n"),
    html,
    attachments: [
      {
        filename: cancelled ? "cancelled-call.ics" : "expert-call.ics",
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
        content: ics,
      },
    ],
  };
}
