"use client";

import { CircleCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { setCourseDayDoneAction } from "@/actions/courses";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

/** "I've done this day" on a mini course's day, and undoing it; the course page's marks follow. */
export function DayDoneButton({
  courseId,
  day,
  initialDone,
  nextHref,
  last,
  stepWord,
}: {
  courseId: string;
  day: number;
  initialDone: boolean;
  nextHref: string;
  /** The course's last day: done leads back to the course page. */
  last: boolean;
  /** "day" or "stage". */
  stepWord: string;
}) {
  const router = useRouter();
  const [done, setDone] = useState(initialDone);
  const action = useAction();
  function toggle(next: boolean) {
    void action.run(
      () => setCourseDayDoneAction({ courseId, day, done: next }),
      () => {
        setDone(next);
        if (next) router.push(nextHref);
        else router.refresh();
      },
    );
  }
  return (
    <div className="space-y-3">
      {action.formError ? <FormAlert>{action.formError}</FormAlert> : null}
      {done ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="flex items-center gap-2 font-medium text-success" role="status">
            <CircleCheck className="size-5 shrink-0" aria-hidden />
            You've done this {stepWord}.
          </p>
          <Button variant="ghost" size="sm" disabled={action.pending} onClick={() => toggle(false)}>
            Mark as not done
          </Button>
        </div>
      ) : (
        <Button disabled={action.pending} onClick={() => toggle(true)}>
          {action.pending
            ? "Saving…"
            : last
              ? "Done: finish the course"
              : `Done: on to the next ${stepWord}`}
        </Button>
      )}
    </div>
  );
}
