import { Video } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { CheckoutButton } from "@/components/billing/checkout-button";
import { BookedCall } from "@/components/expert-calls/booked-call";
import { SlotPicker, type TSlotDay } from "@/components/expert-calls/slot-picker";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { EXPERT_AVAILABILITY } from "@/content/expert-availability";
import { findAddon, formatPrice } from "@/domain/billing/catalogue";
import { canChangeBooking } from "@/domain/expert-calls/ledger";
import { dayKeyOf } from "@/lib/day";
import { formatClockTime } from "@/lib/format-date";
import { remembered } from "@/lib/remembered";
import type { TSearchParams } from "@/lib/search-of";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { requirePageAccess } from "@/server/access/require-page-access";
import { callTimeOf } from "@/server/expert-calls/expert-call-email";
import { findExpertCalls, roomUrlOf } from "@/server/expert-calls/expert-calls";
import { getRequestTimeZone } from "@/server/get-request-time-zone";

export const metadata: Metadata = { title: "Talk to an expert" };

// One formatter per zone name, bounded: the zone comes from the person's cookie. Building an Intl
// formatter costs more than the slots it then labels (issue #15).
const slotDayFormatOf = remembered(
  (timeZone: string) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
    }),
  { held: 64 },
);

/** The open slots grouped by day, labelled in the person's time zone. */
function slotDaysOf(slots: Date[], timeZone: string): TSlotDay[] {
  const dayLabel = slotDayFormatOf(timeZone);
  const days = new Map<string, TSlotDay>();
  for (const slot of slots) {
    const key = dayKeyOf(slot, timeZone);
    const day = days.get(key) ?? { key, label: dayLabel.format(slot), slots: [] };
    day.slots.push({ iso: slot.toISOString(), time: formatClockTime(slot, timeZone) });
    days.set(key, day);
  }
  return [...days.values()];
}

/**
 * /talk-to-expert (signed in, issue #17): a 30-minute video call with a hand therapist. Calls come
 * with the annual and lifetime plans (spec 6's expertConsults) and with the add-on; the page shows
 * what is left, the booked calls (to join, move or cancel), and the times open to book.
 */
export default async function TalkToExpertPage({
  searchParams,
}: {
  searchParams: Promise<TSearchParams>;
}) {
  await requirePageAccess("/talk-to-expert", searchParams);
  const access = await getCurrentAccess();
  if (!access) return null;
  const now = new Date();
  const timeZone = await getRequestTimeZone();
  const calls = await findExpertCalls(access.session.user.id, now);
  const days = slotDaysOf(calls.slots, timeZone);
  const zoneLabel = timeZone.replaceAll("_", " ");
  const addon = findAddon("expertVideoCalls");
  const callWord = calls.callsRemaining === 1 ? "call" : "calls";

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-title font-semibold text-ink">Talk to an expert</h1>
        <p className="mt-2 text-ink-muted">
          A {EXPERT_AVAILABILITY.slotMinutes}-minute video call with a Wristwise hand therapist, who
          goes through your program with you, watches how you do the exercises, and helps you decide
          what to change. The call is educational and does not diagnose or replace seeing a
          clinician in person.
        </p>
      </div>

      <Card role="region" aria-labelledby="calls-left">
        <CardTitle id="calls-left">
          {calls.callsRemaining > 0
            ? `You have ${calls.callsRemaining} ${callWord} to book`
            : "You have no calls to book right now"}
        </CardTitle>
        <p className="mt-2 text-ink-muted">
          {calls.entitled
            ? "Your plan includes one call each month. Unused calls stay in your account while your plan lasts, and a call you cancel at least 24 hours ahead comes back."
            : calls.callsRemaining > 0
              ? "These calls are yours to book whenever suits you."
              : "Expert calls come with the annual and lifetime plans, or as an add-on to any plan."}
        </p>
        {!calls.entitled && calls.callsRemaining === 0 ? (
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            {addon?.priceCents ? (
              <CheckoutButton
                addonType="expertVideoCalls"
                source="talk-to-expert"
                valueCents={addon.priceCents}
              >
                Add expert calls, {formatPrice(addon.priceCents)} a month
              </CheckoutButton>
            ) : null}
            <Link
              href="/go-pro?source=talk-to-expert"
              className={buttonVariants({ variant: "secondary" })}
            >
              See plans with calls
            </Link>
          </div>
        ) : null}
      </Card>

      {calls.upcoming.length > 0 ? (
        <section aria-labelledby="upcoming">
          <h2 id="upcoming" className="text-lg font-semibold text-ink">
            Your booked calls
          </h2>
          <ul className="mt-3 space-y-3">
            {calls.upcoming.map((b) => (
              <BookedCall
                key={b.id}
                id={b.id}
                when={callTimeOf(b.startsAt, timeZone)}
                roomUrl={roomUrlOf(b.id)}
                topic={b.topic}
                changeable={canChangeBooking(b.startsAt, now)}
                days={days}
                timeZoneLabel={zoneLabel}
              />
            ))}
          </ul>
        </section>
      ) : null}

      {calls.callsRemaining > 0 ? (
        <Card role="region" aria-labelledby="book">
          <CardTitle id="book">Book a call</CardTitle>
          <p className="mt-2 mb-5 text-sm text-ink-muted">
            Times are shown in your time zone ({zoneLabel}). Book at least 24 hours ahead; you can
            move or cancel a call up to 24 hours before it. We email you a calendar invitation and a
            reminder the day before.
          </p>
          <SlotPicker days={days} timeZoneLabel={zoneLabel} />
        </Card>
      ) : null}

      {calls.past.length > 0 ? (
        <section aria-labelledby="past">
          <h2 id="past" className="text-lg font-semibold text-ink">
            Past calls
          </h2>
          <ul className="mt-3 space-y-2">
            {calls.past.map((b) => (
              <li key={b.id} className="flex items-center gap-2 text-ink-muted">
                <Video className="size-4 shrink-0" aria-hidden />
                {callTimeOf(b.startsAt, timeZone)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="text-sm text-ink-muted">
        Not for emergencies. If your pain is severe after an injury, or your hand is hot, red and
        swollen (with or without a fever), please see a doctor or call your local emergency number.
      </p>
    </div>
  );
}
