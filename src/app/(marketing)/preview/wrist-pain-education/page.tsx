import type { Metadata } from "next";
import Link from "next/link";
import { LibraryHub } from "@/components/education/library-hub";
import { PREVIEW_EDUCATION_LINKS } from "@/components/education/links";
import { TOPICS } from "@/content/education";
import { withOpenGraph } from "@/content/og-pages";

export const metadata: Metadata = withOpenGraph("library", {
  title: "Pain-education library",
  description: `${TOPICS.length} short, plain reads on wrist and hand pain: why it happens, how tendons and nerves recover, flare-ups, scans, medicines and braces, with their sources.`,
  alternates: { canonical: "/preview/wrist-pain-education" },
});

/** /preview/wrist-pain-education (spec 2, issue #16): the whole library, open to everyone. */
export default function EducationPreviewHubPage() {
  return (
    <LibraryHub
      links={PREVIEW_EDUCATION_LINKS}
      read={null}
      notice={
        <p className="mb-8 rounded-[var(--radius-control)] bg-calm px-4 py-3 text-sm text-ink">
          Every topic is free to read. With an account, the library marks what you've read and links
          each topic to your own exercise program.{" "}
          <Link href="/signup" className="font-semibold text-brand underline">
            Start your free assessment
          </Link>
        </p>
      }
    />
  );
}
