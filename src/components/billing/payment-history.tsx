"use client";

import { useState } from "react";
import { resendReceiptAction } from "@/actions/billing";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { ScrollBox } from "@/components/ui/scroll-box";
import { formatPrice } from "@/domain/billing/catalogue";
import { formatDate } from "@/lib/format-date";
import type { TPaymentRow } from "@/server/billing/find-billing-overview";

const STATUS_WORDS: Record<TPaymentRow["status"], string> = {
  completed: "Paid",
  refunded: "Refunded",
  pending: "Pending",
  failed: "Failed",
};

/**
 * Every payment, newest first, each with its receipt one click away by email. `readOnly` (the
 * public account preview) lists them without the button, which would post to a server action.
 */
export function PaymentHistory({
  payments,
  timeZone,
  readOnly = false,
}: {
  payments: TPaymentRow[];
  /** The person's time zone: a payment's day is theirs, on the server and in the browser. */
  timeZone: string;
  readOnly?: boolean;
}) {
  const resend = useAction();
  const [sent, setSent] = useState<string | null>(null);
  if (payments.length === 0) return <p className="text-ink-muted">No payments yet.</p>;
  return (
    <div className="space-y-3">
      <ScrollBox label="Payment history">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Payment history</caption>
          <thead>
            <tr className="border-b border-line text-ink">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Date
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Item
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Amount
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Status
              </th>
              <th scope="col" className="py-2 font-semibold">
                Receipt
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id} className="border-b border-line last:border-0">
                <td className="py-2 pr-3 text-ink-muted">{formatDate(p.paidAt, timeZone)}</td>
                <td className="py-2 pr-3 text-ink">{p.description}</td>
                <td className="py-2 pr-3 text-ink">{formatPrice(p.amountCents)}</td>
                <td className="py-2 pr-3 text-ink-muted">{STATUS_WORDS[p.status]}</td>
                <td className="py-2">
                  {p.amountCents > 0 && readOnly ? (
                    <span className="text-ink-muted">By email</span>
                  ) : p.amountCents > 0 ? (
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      disabled={resend.pending}
                      aria-label={`Email receipt ${p.receiptNumber}`}
                      onClick={() =>
                        void resend.run(
                          () => resendReceiptAction({ purchaseId: p.id }),
                          () => setSent(p.receiptNumber),
                        )
                      }
                    >
                      Email receipt
                    </Button>
                  ) : (
                    <span className="text-ink-muted">None</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {sent ? (
        <p role="status" className="text-sm text-success">
          Receipt {sent} is on its way to your email.
        </p>
      ) : null}
      {resend.formError ? <FormAlert>{resend.formError}</FormAlert> : null}
    </div>
  );
}
