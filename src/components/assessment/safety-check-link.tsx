import Link from "next/link";
import { MaskIcon } from "@/components/ui/mask-icon";
import { SAFETY_CHECK_COPY } from "@/content/assessment/medical-screen";
import { SAFETY_CHECK_PATH } from "@/domain/assessment/route-decision";

/** "Something changed?": the way back to the safety screen, on the dashboard and the program. */
export function SafetyCheckLink() {
  return (
    <Link
      href={SAFETY_CHECK_PATH}
      prefetch={false}
      className="group flex min-h-11 items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 text-ink hover:border-brand hover:bg-brand-soft"
    >
      <MaskIcon name="shield-check" className="size-6 text-brand" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{SAFETY_CHECK_COPY.linkLabel}</span>
        <span className="block text-sm text-ink-muted">{SAFETY_CHECK_COPY.linkHint}</span>
      </span>
      <MaskIcon name="chevron-right" className="size-5 text-ink-muted group-hover:text-brand" />
    </Link>
  );
}
