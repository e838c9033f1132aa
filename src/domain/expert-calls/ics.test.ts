import { describe, expect, it } from "vitest";
import { escapeIcsText, foldIcsLine, icsDateTimeOf, icsOf, type TIcsEvent } from "./ics";

const event: TIcsEvent = {
  uid: "booking-123@wristwise.app",
  sequence: 0,
  method: "REQUEST",
  start: new Date("2026-03-29T09:00:00.000Z"),
  minutes: 30,
  summary: "Expert video call",
  description: "Your call with a hand therapist.",
  url: "https://meet.example.com/abc-def",
  organizerEmail: "calls@wristwise.app",
  attendeeEmail: "person@example.com",
  now: new Date("2026-03-20T10:15:30.456Z"),
};

const octetsOf = (line: string) => new TextEncoder().encode(line).length;
/** The content lines of a calendar file, continuation lines joined back on. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n").slice(0, -1);
/** The value of the first property whose name (with parameters) is given. */
const propertyOf = (ics: string, name: string) =>
  unfolded(ics)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe("icsOf", () => {
  it("writes one event in a calendar, in order", () => {
    expect(unfolded(icsOf(event))).toEqual([
      "BEGIN:VCALENDAR",
      "PRODID:-//Wristwise//Expert calls//EN",
      "VERSION:2.0",
      "CALSCALE:GREGORIAN",
      "METHOD:REQUEST",
      "BEGIN:VEVENT",
      "UID:booking-123@wristwise.app",
      "SEQUENCE:0",
      "DTSTAMP:20260320T101530Z",
      "DTSTART:20260329T090000Z",
      "DTEND:20260329T093000Z",
      "SUMMARY:Expert video call",
      "DESCRIPTION:Your call with a hand therapist.",
      "URL:https://meet.example.com/abc-def",
      "LOCATION:https://meet.example.com/abc-def",
      "ORGANIZER;CN=Wristwise:mailto:calls@wristwise.app",
      "ATTENDEE;RSVP=FALSE:mailto:person@example.com",
      "STATUS:CONFIRMED",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
  });

  it.each([
    ["REQUEST", "CONFIRMED"],
    ["CANCEL", "CANCELLED"],
  ] as const)("method %s has status %s", (method, status) => {
    const ics = icsOf({ ...event, method, sequence: 2 });
    expect(propertyOf(ics, "METHOD")).toBe(method);
    expect(propertyOf(ics, "STATUS")).toBe(status);
    expect(propertyOf(ics, "SEQUENCE")).toBe("2");
    expect(propertyOf(ics, "UID")).toBe(event.uid);
  });

  it.each([
    [30, "20260329T093000Z"],
    [45, "20260329T094500Z"],
    [60, "20260329T100000Z"],
    [16 * 60, "20260330T010000Z"],
  ])("a %i-minute call ends at %s", (minutes, end) => {
    expect(propertyOf(icsOf({ ...event, minutes }), "DTEND")).toBe(end);
  });

  it("ends every line, the last included, with CRLF and has no bare CR or LF", () => {
    const ics = icsOf({ ...event, description: "Line one\nLine two\r\nLine three\rfour" });
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const piece of ics.split("\r\n")) expect(piece).not.toMatch(/[\r\n]/);
  });

  it.each([
    ["Plain words", "Plain words"],
    ["back\\slash", "back\\\\slash"],
    ["semi;colon", "semi\\;colon"],
    ["com,ma", "com\\,ma"],
    ["new\nline", "new\\nline"],
    ["windows\r\nline", "windows\\nline"],
    ["old mac\rline", "old mac\\nline"],
    ["a\\;b,c\nd", "a\\\\\\;b\\,c\\nd"],
    ["already \\n escaped", "already \\\\n escaped"],
    ["colon: kept", "colon: kept"],
    ["tab\tkept", "tab\tkept"],
    ["bell\u0007dropped", "belldropped"],
    ["accents: é, ü", "accents: é\\, ü"],
  ])("escapes %j as %j", (text, escaped) => {
    expect(escapeIcsText(text)).toBe(escaped);
    expect(propertyOf(icsOf({ ...event, summary: text }), "SUMMARY")).toBe(escaped);
    expect(propertyOf(icsOf({ ...event, description: text }), "DESCRIPTION")).toBe(escaped);
  });

  it("escapes the link as text in LOCATION but not in URL", () => {
    const url = "https://meet.example.com/room;a=1,b=2";
    const ics = icsOf({ ...event, url });
    expect(propertyOf(ics, "URL")).toBe(url);
    expect(propertyOf(ics, "LOCATION")).toBe("https://meet.example.com/room\\;a=1\\,b=2");
  });

  it.each([
    ["url", { url: "https://example.com/\r\nATTENDEE:mailto:x@example.com" }],
    ["organizer email", { organizerEmail: "a@example.com\nX-EVIL:1" }],
    ["attendee email", { attendeeEmail: "b@example.com\r" }],
  ])("refuses a line break in the %s, which would add a property", (_label, fields) => {
    expect(() => icsOf({ ...event, ...fields })).toThrow(RangeError);
  });

  it.each([
    ["an invalid start", { start: new Date("nope") }],
    ["an invalid stamp", { now: new Date("nope") }],
    ["zero minutes", { minutes: 0 }],
    ["part minutes", { minutes: 12.5 }],
    ["a negative sequence", { sequence: -1 }],
  ])("refuses %s", (_label, fields) => {
    expect(() => icsOf({ ...event, ...fields })).toThrow(RangeError);
  });
});

describe("line folding", () => {
  const long = (unit: string, count: number) => unit.repeat(count);

  it.each([
    ["plain letters", long("a", 300)],
    ["two-octet letters", long("é", 200)],
    ["mixed letters", long("aé", 150)],
    ["three-octet letters", long("€", 120)],
    ["four-octet emoji", long("🙂", 100)],
    ["escapes near the fold", long("a,b;c\n", 60)],
  ])("keeps every line of a long description in %s within 75 octets", (_label, description) => {
    const ics = icsOf({ ...event, description, summary: description });
    const lines = ics.split("\r\n");
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of lines) expect(octetsOf(line)).toBeLessThanOrEqual(75);
    expect(propertyOf(ics, "DESCRIPTION")).toBe(escapeIcsText(description));
    expect(propertyOf(ics, "SUMMARY")).toBe(escapeIcsText(description));
  });

  it.each([
    ["exactly 75 octets stays one line", long("a", 75), [long("a", 75)]],
    ["76 octets folds once", long("a", 76), [long("a", 75), " a"]],
    [
      "a continuation line holds 74 octets after its space",
      long("a", 75 + 74 + 1),
      [long("a", 75), ` ${long("a", 74)}`, " a"],
    ],
    // 74 plain octets then "é" (2 octets) would make 76: the whole "é" moves to the next line.
    ["a two-octet letter is never split", `${long("a", 74)}é`, [long("a", 74), " é"]],
    ["an empty line stays empty", "", [""]],
  ])("%s", (_label, line, expected) => {
    expect(foldIcsLine(line).split("\r\n")).toEqual(expected);
  });
});

describe("icsDateTimeOf", () => {
  it.each([
    ["2026-03-29T01:00:00.000Z", "20260329T010000Z"],
    ["2026-12-31T23:59:59.999Z", "20261231T235959Z"],
    ["2027-01-01T00:00:00.000Z", "20270101T000000Z"],
  ])("%s is %s", (iso, expected) => {
    expect(icsDateTimeOf(new Date(iso))).toBe(expected);
  });
});
