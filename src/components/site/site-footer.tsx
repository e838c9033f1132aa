import Link from "next/link";
import { DISCLAIMER } from "@/lib/disclaimer";
import { PrivacyChoicesButton } from "./measurement";

export { DISCLAIMER };

// 44 px tall: a comfortable target for a thumb (WCAG 2.5.5), though they read as plain links.
const FOOTER_LINK =
  "inline-flex min-h-11 items-center text-ink-muted underline-offset-2 hover:text-ink hover:underline";

/** The landing pages (issue #18) where a reader would look for them. */
const GUIDE_LINKS = [
  ["/wristpain", "Wrist pain"],
  ["/carpaltunnel", "Carpal tunnel symptoms"],
  ["/wristflexors", "Forearm and wrist flexor pain"],
  ["/freeguides", "Free starter guide"],
  ["/bundle-offer", "Bundles and offers"],
] as const;

/** `guides`: the landing pages' links, on the public site only (the app has its own sections). */
export function SiteFooter({ guides = false }: { guides?: boolean }) {
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3">
          <p className="font-semibold text-ink">Wristwise</p>
          <p className="max-w-prose text-ink-muted">
            {DISCLAIMER} Wristwise never diagnoses. If you have severe pain after an injury, a hot,
            red and swollen joint (with or without a fever), or sudden numbness or loss of strength,
            please see a clinician or call your local emergency number.
          </p>
        </div>
        {guides ? (
          <nav aria-label="Guides" className="flex flex-col items-start">
            {GUIDE_LINKS.map(([href, label]) => (
              <Link key={href} href={href} prefetch={false} className={FOOTER_LINK}>
                {label}
              </Link>
            ))}
          </nav>
        ) : (
          <div className="hidden md:block" />
        )}
        <nav aria-label="Footer" className="flex flex-col items-start md:items-end">
          <Link href="/terms" className={FOOTER_LINK}>
            Terms and conditions
          </Link>
          <Link href="/privacy" className={FOOTER_LINK}>
            Privacy notice
          </Link>
          <PrivacyChoicesButton className={`${FOOTER_LINK} cursor-pointer`} />
          <p className="mt-2 text-ink-muted">© 2026 Wristwise</p>
        </nav>
      </div>
    </footer>
  );
}
