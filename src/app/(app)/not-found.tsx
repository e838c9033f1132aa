import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundMessage } from "@/components/site/not-found-message";
import { buttonVariants } from "@/components/ui/button-variants";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

/**
 * A signed-in page that doesn't exist (an unknown topic, course day or guide step): inside the
 * signed-in layout, which already holds the header, the main landmark and the footer.
 */
export default function SignedInNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start px-4 py-16 sm:px-6">
      <NotFoundMessage>
        <Link href="/dashboard" className={buttonVariants()}>
          Go to your dashboard
        </Link>
      </NotFoundMessage>
    </div>
  );
}
