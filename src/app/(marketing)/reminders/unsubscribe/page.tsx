import type { Metadata } from "next";
import Link from "next/link";
import { UnsubscribeButton } from "@/components/account/unsubscribe-button";
import { Card } from "@/components/ui/card";
import { isUnsubscribeToken } from "@/server/reminders/exercise-reminders";

export const metadata: Metadata = {
  title: "Turn off exercise reminders",
  robots: { index: false },
};

const first = (value: string | string[] | undefined) =>
  typeof value === "string" ? value.slice(0, 128) : "";

/**
 * /reminders/unsubscribe?u=…&t=… (public, issue #19): the reminder email's "turn off" link. One
 * button, so a mail scanner that opens links turns nothing off; no sign-in needed.
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const u = first(params.u);
  const t = first(params.t);
  const valid = u !== "" && t !== "" && isUnsubscribeToken(u, t);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Card>
        <h1 className="text-title font-semibold text-ink">Turn off exercise reminders</h1>
        {valid ? (
          <>
            <p className="mt-3 text-ink">
              You will get no more reminder emails. Your program, logs and account stay just as they
              are, and you can turn reminders on again in your account whenever you like.
            </p>
            <UnsubscribeButton u={u} t={t} />
          </>
        ) : (
          <p className="mt-3 text-ink">
            This link isn't complete: it may have been cut short when it was copied. Open it again
            from the reminder email, or turn reminders off in{" "}
            <Link href="/account#reminders" className="text-brand underline underline-offset-2">
              your account
            </Link>
            .
          </p>
        )}
      </Card>
    </div>
  );
}
