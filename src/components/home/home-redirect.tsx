"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { HOME_REDIRECT_DELAY_MS } from "@/lib/constants";

type TStatus = { signedIn: false } | { signedIn: true; complete: boolean };

// Checked by hand rather than with zod: this runs on the public home page, whose JS budget is tight.
function parseStatus(value: unknown): TStatus {
  if (typeof value === "object" && value !== null) {
    const v = value as Record<string, unknown>;
    if (v.signedIn === false) return { signedIn: false };
    if (v.signedIn === true && typeof v.complete === "boolean")
      return { signedIn: true, complete: v.complete };
  }
  throw new Error("unexpected assessment status response");
}

/**
 * Home behaviour, spec 2: a signed-in person on / is checked after 500 ms; complete goes to
 * /dashboard, incomplete to /medical-screen, and a failed check stays here and logs the error.
 */
export function HomeRedirect() {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(async () => {
      try {
        const response = await fetch("/api/assessment/status", { cache: "no-store" });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const status = parseStatus(await response.json());
        if (status.signedIn) router.replace(status.complete ? "/dashboard" : "/medical-screen");
      } catch (error) {
        console.error("Assessment completion check failed; staying on the home page.", error);
      }
    }, HOME_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [router]);
  return null;
}
