import Link from "next/link";
import type { TRedFlagLevel } from "@/domain/assessment/red-flags";
import { SAFETY_CHECK_PATH } from "@/domain/assessment/route-decision";
import { formatDate } from "@/lib/format-date";
import type { TScreeningEntry } from "@/server/assessment/find-medical-screenings";

const LEVEL_TEXT: Record<TRedFlagLevel, string> = {
  emergency: "Signs that needed care the same day",
  urgent: "Signs for a doctor to check soon",
  nerve: "Signs for a clinician to check",
};

/**
 * The safety screen's history on /account: every answer kept, with its clearance (issue #14).
 * `readOnly` (the public account preview) leaves out the re-run link, a signed-in page.
 */
export function SafetyHistory({
  entries,
  readOnly = false,
  timeZone,
}: {
  entries: TScreeningEntry[];
  readOnly?: boolean;
  /** The person's time zone: each answer is dated by their own day. */
  timeZone: string;
}) {
  if (entries.length === 0)
    return <p className="mt-3 text-ink-muted">You haven't answered the safety check yet.</p>;
  return (
    <div className="mt-3">
      <ol className="divide-y divide-line">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-3">
            <span className="text-ink">
              <span className="font-medium">
                {entry.level ? LEVEL_TEXT[entry.level] : "No warning signs"}
              </span>
              <span className="block text-sm text-ink-muted">
                {entry.source === "assessment" ? "During the assessment" : "Safety re-check"}
                {entry.yesCount > 0
                  ? ` · ${entry.yesCount} ${entry.yesCount === 1 ? "answer" : "answers"} yes`
                  : ""}
                {entry.clearedAt
                  ? ` · clearance confirmed ${formatDate(entry.clearedAt, timeZone)}`
                  : ""}
              </span>
            </span>
            <time className="text-sm text-ink-muted" dateTime={entry.answeredAt.toISOString()}>
              {formatDate(entry.answeredAt, timeZone)}
            </time>
          </li>
        ))}
      </ol>
      {readOnly ? null : (
        <p className="mt-3 text-sm">
          <Link
            href={SAFETY_CHECK_PATH}
            prefetch={false}
            className="font-medium text-brand underline"
          >
            Re-run the safety check
          </Link>
        </p>
      )}
    </div>
  );
}
