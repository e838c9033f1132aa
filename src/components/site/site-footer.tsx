import Link from "next/link";

export const DISCLAIMER =
  "The content is educational only and not a substitute for professional medical advice.";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm sm:px-6 md:grid-cols-[2fr_1fr]">
        <div className="space-y-3">
          <p className="font-semibold text-ink">Wristwise</p>
          <p className="max-w-prose text-ink-muted">
            {DISCLAIMER} Wristwise never diagnoses. If you have severe pain after an injury, a hot,
            red and swollen joint with fever, or sudden numbness or loss of strength, please see a
            clinician or call your local emergency number.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-2 md:items-end">
          <Link
            href="/terms"
            className="text-ink-muted underline-offset-2 hover:text-ink hover:underline"
          >
            Terms and conditions
          </Link>
          <Link
            href="/privacy"
            className="text-ink-muted underline-offset-2 hover:text-ink hover:underline"
          >
            Privacy notice
          </Link>
          <p className="text-ink-muted">© 2026 Wristwise</p>
        </nav>
      </div>
    </footer>
  );
}
