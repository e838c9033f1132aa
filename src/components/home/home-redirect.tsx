"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { readAssessmentStatus } from "@/lib/assessment-status";
import { HOME_REDIRECT_DELAY_MS } from "@/lib/constants";

/**
 * Home behaviour, spec 2: a signed-in person on / is checked after 500 ms; complete goes to
 * /dashboard, incomplete to /medical-screen, and a failed check stays here and logs the error.
 */
export function HomeRedirect() {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(async () => {
      try {
        const status = await readAssessmentStatus();
        if (!status.signedIn) return;
        if (status.complete === null) throw new Error("the server could not check completion");
        router.replace(status.complete ? "/dashboard" : "/medical-screen");
      } catch (error) {
        console.error("Assessment completion check failed; staying on the home page.", error);
      }
    }, HOME_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [router]);
  return null;
}
