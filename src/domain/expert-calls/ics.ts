// The calendar invitation sent with each booking email (RFC 5545): a new or moved call is a
// REQUEST, a cancelled one a CANCEL with the same UID and a higher SEQUENCE.

/** What a calendar invitation for one expert call says. */
export type TIcsEvent = {
  /** Stays the same for a booking through every change, so calendars update one event. */
  uid: string;
  /** Goes up by one with each change, so calendars know which version is newest. */
  sequence: number;
  method: "REQUEST" | "CANCEL";
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  /** Where the call happens: the video link, given as both URL and LOCATION. */
  url: string;
  organizerEmail: string;
  attendeeEmail: string;
  /** When the invitation is made (DTSTAMP). */
  now: Date;
};

/** The product identifier every Wristwise calendar file carries. */
export const ICS_PRODUCT_ID = "-//Wristwise//Expert calls//EN";

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** An instant as an RFC 5545 UTC date-time, "20260329T090000Z". */
export function icsDateTimeOf(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError("ics: not a valid date");
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/**
 * A TEXT value with backslash, semicolon, comma and line breaks escaped; other control characters
 * (which TEXT may not hold) are dropped, tabs kept.
 */
export function escapeIcsText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters on purpose
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "")
  );
}

/** A URI or address value as written, refused if it holds a control character (a line break). */
function uriValue(value: string, name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters on purpose
  if (/[\u0000-\u001f\u007f]/.test(value)) throw new RangeError(`ics: ${name} holds a line break`);
  return value;
}

/**
 * One content line folded to 75 octets of UTF-8: each continuation line starts with one space,
 * and no character is split between lines.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** The calendar file for one expert call: a VCALENDAR with one VEVENT, CRLF line endings. */
export function icsOf(event: TIcsEvent): string {
  if (!Number.isInteger(event.sequence) || event.sequence < 0)
    throw new RangeError("ics: sequence is a whole number from 0");
  if (!Number.isInteger(event.minutes) || event.minutes <= 0)
    throw new RangeError("ics: minutes is a whole number above 0");
  const end = new Date(event.start.getTime() + event.minutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${ICS_PRODUCT_ID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${escapeIcsText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTimeOf(event.now)}`,
    `DTSTART:${icsDateTimeOf(event.start)}`,
    `DTEND:${icsDateTimeOf(end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `URL:${uriValue(event.url, "url")}`,
    `LOCATION:${escapeIcsText(event.url)}`,
    `ORGANIZER;CN=Wristwise:mailto:${uriValue(event.organizerEmail, "organizer email")}`,
    `ATTENDEE;RSVP=FALSE:mailto:${uriValue(event.attendeeEmail, "attendee email")}`,
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
