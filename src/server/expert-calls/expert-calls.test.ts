// Expert video calls on the real database (issue #17): the credit ledger, booking, moving and
// cancelling up to the 24-hour cut-off, races for one slot or one credit, the calendar emails and
// the reminder.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { TEST_CARD_SUCCESS } from "@/domain/billing/test-card";
import { payLocalCheckout } from "../billing/local-provider";
import { applyProviderEvents } from "../billing/manage-subscription";
import { startCheckout } from "../billing/start-checkout";
import { getDb } from "../db/client";
import {
  auditLog,
  emailOutbox,
  expertCallBookings,
  expertCallCredits,
  profile,
  user,
} from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { idOf } from "../db/testing/id-of";
import { resetTestDb } from "../db/testing/reset-test-db";
import {
  bookCall,
  cancelCall,
  findExpertCalls,
  rescheduleCall,
  sendDueReminders,
} from "./expert-calls";

const HOUR = 3_600_000;
const MINUTE = 60_000;

async function mailsTo(userId: string) {
  const [row] = await getDb().select({ email: user.email }).from(user).where(eq(user.id, userId));
  return getDb()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, row?.email ?? ""))
    .orderBy(emailOutbox.createdAt);
}

let annual: string;
let free: string;
let monthly: string;
let now: Date;
let slots: Date[];

beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts();
  annual = await idOf("annual@demo.wristwise.app");
  free = await idOf("free@demo.wristwise.app");
  monthly = await idOf("monthly@demo.wristwise.app");
  now = new Date();
  slots = (await findExpertCalls(annual, now)).slots;
  expect(slots.length).toBeGreaterThan(3);
});

const book = (userId: string, startsAt: Date, at = now) =>
  bookCall({ userId, startsAt, timeZone: "America/New_York", now: at });

describe("the credit ledger", () => {
  it.each([
    ["annual@demo.wristwise.app", 1, true],
    ["community@demo.wristwise.app", 1, true],
    ["monthly@demo.wristwise.app", 0, false],
    ["core@demo.wristwise.app", 0, false],
    ["free@demo.wristwise.app", 0, false],
  ])("%s has %i call this month (entitled: %s)", async (email, calls, entitled) => {
    const userId = await idOf(email);
    const first = await findExpertCalls(userId, now);
    expect(first).toMatchObject({ callsRemaining: calls, entitled });
    // Read again: the month's grant is written once.
    expect((await findExpertCalls(userId, now)).callsRemaining).toBe(calls);
    const grants = await getDb()
      .select()
      .from(expertCallCredits)
      .where(and(eq(expertCallCredits.userId, userId), eq(expertCallCredits.kind, "grant")));
    expect(grants).toHaveLength(calls);
  });

  it("books for one credit, and refuses a second call with none left, writing nothing", async () => {
    const booking = await book(annual, slots[0] as Date);
    expect(booking).toMatchObject({ status: "booked", minutes: 30, sequence: 0 });
    expect((await findExpertCalls(annual, now)).callsRemaining).toBe(0);
    await expect(book(annual, slots[1] as Date)).rejects.toMatchObject({ code: "no-calls-left" });
    expect(await getDb().select().from(expertCallBookings)).toHaveLength(1);
    const entries = await getDb()
      .select({ kind: expertCallCredits.kind, amount: expertCallCredits.amount })
      .from(expertCallCredits)
      .where(eq(expertCallCredits.userId, annual));
    expect(entries.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: "book", amount: -1 },
      { kind: "grant", amount: 1 },
    ]);
  });

  it("gives a free person no call until they buy the add-on, then one, mirrored on the profile", async () => {
    await expect(book(free, slots[0] as Date)).rejects.toMatchObject({ code: "no-calls-left" });
    const { url } = await startCheckout({ userId: monthly, addonType: "expertVideoCalls" });
    const sessionId = new URL(url, "http://x").searchParams.get("session") ?? "";
    const event = await payLocalCheckout({
      userId: monthly,
      sessionId,
      card: { name: "M", number: TEST_CARD_SUCCESS, expiry: "12/40", cvc: "123" },
    });
    await applyProviderEvents([event]);
    expect(await findExpertCalls(monthly, now)).toMatchObject({
      callsRemaining: 1,
      entitled: true,
    });
    await book(monthly, slots[0] as Date);
    const [row] = await getDb().select().from(profile).where(eq(profile.userId, monthly));
    expect(row?.addons?.expertVideoCalls?.callsRemaining).toBe(0);
  });

  it("counts two bookings at once against one credit: one is booked, the other refused", async () => {
    const results = await Promise.allSettled([
      book(annual, slots[0] as Date),
      book(annual, slots[1] as Date),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: { code: "no-calls-left" },
    });
    expect((await findExpertCalls(annual, now)).callsRemaining).toBe(0);
  });
});

describe("booking a slot", () => {
  it("sends a confirmation with a calendar invitation, in the person's time zone", async () => {
    const booking = await book(annual, slots[0] as Date);
    const [mail] = await mailsTo(annual);
    expect(mail?.subject).toBe("Your expert call is booked");
    expect(mail?.text).toContain("(America/New York)");
    // The slot's time on New York's 24-hour clock, read from Intl's parts for that zone.
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    }).formatToParts(slots[0] as Date);
    const [hour, minute] = ["hour", "minute"].map((type) =>
      (parts.find((p) => p.type === type)?.value ?? "").padStart(2, "0"),
    );
    expect(mail?.text).toContain(`at ${hour}:${minute} (America/New York)`);
    expect(mail?.text).toContain(`https://meet.jit.si/wristwise-call-${booking.id}`);
    const [ics] = mail?.attachments ?? [];
    expect(ics?.contentType).toContain("method=REQUEST");
    expect(ics?.content).toContain("METHOD:REQUEST");
    expect(ics?.content).toContain(`UID:${booking.id}@wristwise.app`);
    expect(ics?.content).toContain("SEQUENCE:0");
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, annual), eq(auditLog.action, "expert_call_booked")));
    expect(audit).toHaveLength(1);
  });

  it.each([
    ["a time one minute off the slot grid", (s: Date) => new Date(s.getTime() + MINUTE)],
    ["a time inside the 24-hour notice", () => new Date(now.getTime() + 2 * HOUR)],
    ["a time in the past", () => new Date(now.getTime() - 48 * HOUR)],
    ["a time beyond the four weeks open", () => new Date(now.getTime() + 40 * 24 * HOUR)],
  ])("refuses %s, with nothing booked or spent", async (_label, timeOf) => {
    await expect(book(annual, timeOf(slots[0] as Date))).rejects.toMatchObject({
      code: "slot-unavailable",
    });
    expect(await getDb().select().from(expertCallBookings)).toHaveLength(0);
    expect((await findExpertCalls(annual, now)).callsRemaining).toBe(1);
  });

  it("gives a slot to one of two people asking at once; the other keeps their credit", async () => {
    const community = await idOf("community@demo.wristwise.app");
    const results = await Promise.allSettled([
      book(annual, slots[0] as Date),
      book(community, slots[0] as Date),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: { code: "slot-unavailable" },
    });
    const left = [
      (await findExpertCalls(annual, now)).callsRemaining,
      (await findExpertCalls(community, now)).callsRemaining,
    ].sort();
    expect(left).toEqual([0, 1]);
    // A taken slot is no longer offered.
    expect((await findExpertCalls(community, now)).slots.map(Number)).not.toContain(
      Number(slots[0]),
    );
  });
});

describe("moving and cancelling, up to 24 hours before", () => {
  it.each([
    ["24 hours and 1 minute before", true, 24 * HOUR + MINUTE],
    ["exactly 24 hours before", true, 24 * HOUR],
    ["23 hours 59 minutes before", false, 24 * HOUR - MINUTE],
  ])("cancelling %s: allowed %s", async (_label, allowed, before) => {
    const start = slots[slots.length - 1] as Date;
    const booking = await book(annual, start);
    const at = new Date(start.getTime() - before);
    const cancelling = cancelCall({ userId: annual, bookingId: booking.id, now: at });
    if (allowed) await expect(cancelling).resolves.toMatchObject({ status: "cancelled" });
    else await expect(cancelling).rejects.toMatchObject({ code: "call-change-too-late" });
    expect((await findExpertCalls(annual, now)).callsRemaining).toBe(allowed ? 1 : 0);
  });

  it("moves a call to another open slot, keeping the credit spent, with an updated invitation", async () => {
    const booking = await book(annual, slots[0] as Date);
    const moved = await rescheduleCall({
      userId: annual,
      bookingId: booking.id,
      startsAt: slots[2] as Date,
      now,
    });
    expect(moved).toMatchObject({ id: booking.id, sequence: 1, status: "booked" });
    expect(moved.startsAt.getTime()).toBe((slots[2] as Date).getTime());
    expect((await findExpertCalls(annual, now)).callsRemaining).toBe(0);
    const mails = await mailsTo(annual);
    expect(mails.map((m) => m.subject)).toEqual([
      "Your expert call is booked",
      "Your expert call has moved",
    ]);
    expect(mails[1]?.attachments?.[0]?.content).toContain("SEQUENCE:1");
    // The old slot is open again.
    expect((await findExpertCalls(annual, now)).slots.map(Number)).toContain(Number(slots[0]));
  });

  it("cancels once: the credit comes back once, the invitation is withdrawn, a repeat changes nothing", async () => {
    const booking = await book(annual, slots[0] as Date);
    await cancelCall({ userId: annual, bookingId: booking.id, now });
    await cancelCall({ userId: annual, bookingId: booking.id, now });
    expect((await findExpertCalls(annual, now)).callsRemaining).toBe(1);
    const mails = await mailsTo(annual);
    expect(mails.map((m) => m.subject)).toEqual([
      "Your expert call is booked",
      "Your expert call is cancelled",
    ]);
    expect(mails[1]?.attachments?.[0]?.content).toContain("METHOD:CANCEL");
    expect(mails[1]?.attachments?.[0]?.content).toContain("STATUS:CANCELLED");
    // Booked again with the returned credit: the sum adds up.
    await book(annual, slots[1] as Date);
    expect((await findExpertCalls(annual, now)).callsRemaining).toBe(0);
  });

  it("refuses another person's booking as not found, changing nothing", async () => {
    const booking = await book(annual, slots[0] as Date);
    const community = await idOf("community@demo.wristwise.app");
    await expect(
      cancelCall({ userId: community, bookingId: booking.id, now }),
    ).rejects.toMatchObject({ code: "booking-not-found" });
    await expect(
      rescheduleCall({ userId: community, bookingId: booking.id, startsAt: slots[1] as Date, now }),
    ).rejects.toMatchObject({ code: "booking-not-found" });
    const [row] = await getDb().select().from(expertCallBookings);
    expect(row).toMatchObject({ status: "booked", sequence: 0 });
  });
});

describe("the reminder", () => {
  it("goes once, the day before, and again after the call moves", async () => {
    const start = slots[0] as Date;
    const booking = await book(annual, start);
    expect(await sendDueReminders(new Date(start.getTime() - 25 * HOUR))).toBe(0);
    const dayBefore = new Date(start.getTime() - 23 * HOUR);
    const [first, second] = await Promise.all([
      sendDueReminders(dayBefore),
      sendDueReminders(dayBefore),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await sendDueReminders(dayBefore)).toBe(0);
    const reminders = (await mailsTo(annual)).filter((m) => m.subject.startsWith("Reminder"));
    expect(reminders).toHaveLength(1);
    await rescheduleCall({
      userId: annual,
      bookingId: booking.id,
      startsAt: slots[3] as Date,
      now,
    });
    expect(await sendDueReminders(new Date((slots[3] as Date).getTime() - 23 * HOUR))).toBe(1);
  });
});
