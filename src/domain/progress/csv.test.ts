import { describe, expect, it } from "vitest";
import type { TLoadDay } from "@/domain/load/types";
import { csvCell, csvOf, LOGS_CSV_HEADER, logsCsvOf } from "./csv";

describe("csvCell", () => {
  it.each([
    ["plain text is quoted", "wrist-extension-curl", '"wrist-extension-curl"'],
    ["a number", 15, "15"],
    ["a real negative number stays a number", -3, "-3"],
    ["a negative number written as text stays a number", "-3.5", "-3.5"],
    ["a decimal", 2.5, "2.5"],
    ["null is empty", null, ""],
    ["undefined is empty", undefined, ""],
    ["a comma is quoted", "sore, then fine", '"sore, then fine"'],
    ["quotes are doubled and quoted", 'felt "tight"', '"felt ""tight"""'],
    ["a line break is quoted", "line one\nline two", '"line one\nline two"'],
    ["a carriage return and line feed are quoted", "a\r\nb", '"a\r\nb"'],
    ["= starts a formula", "=SUM(A1:A9)", `"'=SUM(A1:A9)"`],
    ["+ starts a formula", "+1+1", `"'+1+1"`],
    ["- followed by text starts a formula", "-2+3", `"'-2+3"`],
    ["@ starts a formula", "@cmd", `"'@cmd"`],
    ["a leading tab is guarded", "\tx", `"'\tx"`],
    ["a leading carriage return is guarded", "\r=1", `"'\r=1"`],
    ["a formula after a semicolon stays in its cell (#12 finding 14)", "x;=1+1", '"x;=1+1"'],
    ["a formula after a tab stays in its cell", "x\t=1+1", '"x\t=1+1"'],
    ["a formula on a second line stays in its cell", "x\n=1+1", '"x\n=1+1"'],
    ["a guarded cell with a comma is also quoted", '=HYPERLINK("x",1)', '"\'=HYPERLINK(""x"",1)"'],
    ["= in the middle is quoted text", "a=b", '"a=b"'],
    ["an empty string is an empty quoted cell", "", '""'],
  ] as const)("%s", (_label, value, cell) => expect(csvCell(value)).toBe(cell));
});

it("csvOf ends every row with CRLF", () => {
  expect(
    csvOf([
      ["a", "b"],
      [1, null],
    ]),
  ).toBe('"a","b"\r\n1,\r\n');
});

describe("logsCsvOf", () => {
  const sets = [
    {
      slug: "wrist-extension-curl",
      reps: 15,
      weightLbs: 4,
      restBreaks: 1,
      pain: 2,
      loggedAt: new Date("2026-11-20T18:00:00.000Z"),
    },
    {
      slug: "isometric-wrist-extension",
      reps: 4,
      weightLbs: null,
      restBreaks: 0,
      pain: 1,
      loggedAt: new Date("2026-11-19T18:00:00.000Z"),
    },
  ];
  const loads: TLoadDay[] = [
    {
      day: "2026-11-20",
      keyboardHours: 7.5,
      gamingHours: 1,
      otherHandHours: 0,
      breaks: 4,
      morningPain: 3,
      eveningPain: 4,
      stiffness: "under-15-min",
      workMinutesBeforePain: 120,
      hobbyMinutesBeforePain: null,
      note: "=cmd, long day",
    },
  ];

  it("has a header and one row per set and per load day, oldest first", () => {
    const lines = logsCsvOf({ sets, loads, unit: "lbs" }).split("\r\n");
    expect(lines[0]).toBe(LOGS_CSV_HEADER.map((h) => `"${h}"`).join(","));
    expect(lines).toHaveLength(5); // header, 3 rows, and the empty string after the last CRLF
    expect(lines[1]).toBe(
      '"exercise_set","2026-11-19","2026-11-19T18:00:00.000Z","isometric-wrist-extension","Wrist extension hold",4,,,0,1,,,,,,,,,,',
    );
    expect(lines[2]).toBe(
      '"exercise_set","2026-11-20","2026-11-20T18:00:00.000Z","wrist-extension-curl","Wrist extension curl",15,4,"lbs",1,2,,,,,,,,,,',
    );
    expect(lines[3]).toBe(
      '"load_day","2026-11-20",,,,,,,,,7.5,1,0,4,3,4,"under-15-min",120,,"\'=cmd, long day"',
    );
  });

  it("writes weights in the person's unit", () => {
    const lines = logsCsvOf({ sets, loads: [], unit: "kg" }).split("\r\n");
    expect(lines[2]).toContain(',15,1.8,"kg",1,2,');
  });

  it("is only the header without logs", () => {
    expect(logsCsvOf({ sets: [], loads: [], unit: "lbs" })).toBe(
      `${LOGS_CSV_HEADER.map((h) => `"${h}"`).join(",")}\r\n`,
    );
  });
});
