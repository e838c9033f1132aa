import Link from "next/link";

/** The Wristwise mark: a calm wave through an open circle, the brand's one image. */
export function Logo({ href = "/" }: { href?: string }) {
  return (
    <Link href={href} className="inline-flex items-center gap-2 rounded-md font-semibold text-ink">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden focusable="false">
        <circle cx="16" cy="16" r="14" fill="#e2eeeb" />
        <path
          d="M6 18c3-5 6-5 9 0s6 5 11-1"
          fill="none"
          stroke="#1d6660"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-lg tracking-tight">Wristwise</span>
    </Link>
  );
}
