"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

const EVERY_MS = 2000;
const TRIES = 15;

/** While a payment is being confirmed by the provider: asks again every 2 s for 30 s. */
export function ConfirmationPoller() {
  const router = useRouter();
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (tries >= TRIES) return;
    const timer = setTimeout(() => {
      router.refresh();
      setTries((n) => n + 1);
    }, EVERY_MS);
    return () => clearTimeout(timer);
  }, [router, tries]);
  return (
    <p role="status" className="mt-3 text-ink-muted">
      {tries >= TRIES
        ? "This is taking longer than usual. You can leave this page: we'll email your receipt as soon as the payment is confirmed, and your plan will show on your account page."
        : "Checking with the payment service…"}
    </p>
  );
}
