"use client";

import { CircleCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { setCurriculumWeekDoneAction } from "@/actions/community";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

/** "Mark week N done" / "Done: mark as not done"; the page's count follows after saving. */
export function WeekDoneButton({ week, done }: { week: number; done: boolean }) {
  const [isDone, setIsDone] = useState(done);
  const { run, pending, formError } = useAction();
  const router = useRouter();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {isDone ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-success">
          <CircleCheck aria-hidden className="size-4" />
          Week {week} done
        </p>
      ) : null}
      <Button
        type="button"
        variant={isDone ? "ghost" : "secondary"}
        size="sm"
        disabled={pending}
        onClick={() =>
          void run(
            () => setCurriculumWeekDoneAction({ week, done: !isDone }),
            () => {
              setIsDone(!isDone);
              router.refresh();
            },
          )
        }
      >
        {pending ? "Saving…" : isDone ? "Mark as not done" : `Mark week ${week} done`}
      </Button>
      {formError ? <FormAlert className="w-full">{formError}</FormAlert> : null}
    </div>
  );
}
