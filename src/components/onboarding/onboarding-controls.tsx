"use client";

import { ArrowLeft, ArrowRight } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { completeOnboardingStepAction, skipOnboardingAction } from "@/actions/onboarding";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { FormAlert } from "@/components/ui/form-alert";
import type { TOnboardingSlug } from "@/domain/onboarding/onboarding-steps";

/**
 * A step's way on (issue #19): back, "Continue" (the step is read; the next step, or the program
 * after the last) and "Skip for now" (the guide is put aside). A failed save says so and stays.
 */
export function OnboardingControls({
  slug,
  previousHref,
  last,
}: {
  slug: TOnboardingSlug;
  previousHref: string | null;
  last: boolean;
}) {
  const router = useRouter();
  const { run, pending, formError } = useAction();
  const go = (href: string) => router.push(href);
  return (
    <div className="space-y-3">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        {previousHref ? (
          <Link href={previousHref} className={buttonVariants({ variant: "secondary" })}>
            <ArrowLeft aria-hidden />
            Back
          </Link>
        ) : null}
        <Button
          type="button"
          disabled={pending}
          onClick={() => void run(() => completeOnboardingStepAction({ slug }), go)}
        >
          {last ? "Finish and go to my program" : "Continue"}
          <ArrowRight aria-hidden />
        </Button>
        {last ? null : (
          <Button
            type="button"
            variant="ghost"
            disabled={pending}
            onClick={() => void run(() => skipOnboardingAction({}), go)}
          >
            Skip for now
          </Button>
        )}
      </div>
    </div>
  );
}

/** The overview's "Skip for now". */
export function SkipOnboardingButton() {
  const router = useRouter();
  const { run, pending, formError } = useAction();
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        disabled={pending}
        onClick={() =>
          void run(
            () => skipOnboardingAction({}),
            (href) => router.push(href),
          )
        }
      >
        Skip for now
      </Button>
      {formError ? <FormAlert className="basis-full">{formError}</FormAlert> : null}
    </>
  );
}
