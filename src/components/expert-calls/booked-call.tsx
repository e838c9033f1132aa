"use client";

import { CalendarClock, Video } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { cancelCallAction } from "@/actions/expert-calls";
import { useAction } from "@/components/forms/use-action";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { SlotPicker, type TSlotDay } from "./slot-picker";

/**
 * One upcoming call: when, the room's link, and (until 24 hours before) moving or cancelling it.
 * Cancelling asks first and gives the call back.
 */
export function BookedCall({
  id,
  when,
  roomUrl,
  topic,
  changeable,
  days,
  timeZoneLabel,
}: {
  id: string;
  when: string;
  roomUrl: string;
  topic: string | null;
  changeable: boolean;
  days: TSlotDay[];
  timeZoneLabel: string;
}) {
  const router = useRouter();
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useAction();
  return (
    <li className="rounded-[var(--radius-card)] border border-line bg-surface p-5">
      <p className="flex items-start gap-2 font-semibold text-ink">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
        {when}
      </p>
      {topic ? (
        <p className="mt-2 text-sm text-ink-muted">You'd like to talk about: {topic}</p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a
          href={roomUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "primary" })}
        >
          <Video aria-hidden />
          Join the call<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {changeable ? (
          <>
            <Dialog open={moving} onOpenChange={setMoving}>
              <DialogTrigger asChild>
                <Button variant="secondary">Move it</Button>
              </DialogTrigger>
              <DialogContent className="max-h-[90vh] overflow-y-auto">
                <DialogTitle className="pr-8">Move your call</DialogTitle>
                <DialogDescription className="mt-1 mb-4">Now: {when}</DialogDescription>
                <SlotPicker
                  days={days}
                  timeZoneLabel={timeZoneLabel}
                  bookingId={id}
                  onDone={() => setMoving(false)}
                />
              </DialogContent>
            </Dialog>
            <Dialog open={cancelling} onOpenChange={setCancelling}>
              <DialogTrigger asChild>
                <Button variant="ghost">Cancel it</Button>
              </DialogTrigger>
              <DialogContent>
                <DialogTitle className="pr-8">Cancel this call?</DialogTitle>
                <DialogDescription className="mt-2">
                  {when}. The call comes back to your account, so you can book another time whenever
                  you like.
                </DialogDescription>
                {cancel.formError ? (
                  <FormAlert className="mt-3">{cancel.formError}</FormAlert>
                ) : null}
                <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
                  <Button
                    variant="danger"
                    disabled={cancel.pending}
                    onClick={() =>
                      void cancel.run(
                        () => cancelCallAction({ bookingId: id }),
                        () => {
                          setCancelling(false);
                          toast.success("Your call is cancelled and back in your account.");
                          router.refresh();
                        },
                      )
                    }
                  >
                    {cancel.pending ? "Cancelling…" : "Yes, cancel the call"}
                  </Button>
                  <DialogClose asChild>
                    <Button variant="secondary">Keep it</Button>
                  </DialogClose>
                </div>
              </DialogContent>
            </Dialog>
          </>
        ) : (
          <p className="text-sm text-ink-muted sm:self-center">
            It starts within 24 hours, so it can't be moved here. To change it, email{" "}
            <a href="mailto:care@wristwise.app" className="text-brand underline underline-offset-2">
              care@wristwise.app
            </a>
            .
          </p>
        )}
      </div>
    </li>
  );
}
