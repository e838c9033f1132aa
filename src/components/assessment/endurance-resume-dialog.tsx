"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

/**
 * Spec 4's intermediate state: endurance results were saved but the step isn't finished. Shown
 * when the person arrives (or is sent back) here, so they know why and what is left.
 */
export function EnduranceResumeDialog({ saved, total }: { saved: number; total: number }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogTitle>Welcome back: let's finish your endurance tests</DialogTitle>
        <DialogDescription>
          You saved {saved} of {total} tests. Your results so far are kept below. Finish the{" "}
          {total - saved === 1 ? "last one" : `other ${total - saved}`} when you have a few minutes
          and a light weight to hand, and we'll take you on to the last step of your assessment.
        </DialogDescription>
        <div className="mt-6 flex justify-end">
          <Button type="button" onClick={() => setOpen(false)}>
            Carry on with the tests
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
