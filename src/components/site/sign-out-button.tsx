"use client";

import { useRef } from "react";
import { signOutAction } from "@/actions/auth";
import { Button } from "@/components/ui/button";
import { MaskIcon } from "@/components/ui/mask-icon";
import { forgetThisDevice } from "@/lib/push/device-push";

/**
 * Signing out also stops the reminder notifications on this device (issue #19): on a shared
 * device the next person shouldn't see them. That step is bounded in time and never blocks the
 * sign-out; without scripts the form signs out as before.
 */
export function SignOutButton() {
  const ready = useRef(false);
  return (
    <form
      action={signOutAction}
      onSubmit={(event) => {
        if (ready.current) return;
        event.preventDefault();
        const form = event.currentTarget;
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        void forgetThisDevice().finally(() => {
          ready.current = true;
          form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
        });
      }}
    >
      <Button type="submit" variant="secondary" size="sm">
        {/* The word alone on a phone, so the header fits in 390 px with 44 px targets. */}
        <MaskIcon name="log-out" className="size-4 max-sm:hidden" />
        Sign out
      </Button>
    </form>
  );
}
