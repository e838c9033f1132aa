import type { Metadata } from "next";
import Link from "next/link";

// The floors `npm run bench` measures pages against (issue #15): the cheapest static page and the
// cheapest dynamic page this build can serve, through the same root layout as every other page
// (and, like every page, outside the proxy's matcher). A person who lands here is told what it is
// and sent home.

export const floorMetadata: Metadata = {
  title: "Speed check",
  robots: { index: false, follow: false },
};

export function Floor({ kind }: { kind: "static" | "dynamic" }) {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-xl font-semibold text-ink">Speed check ({kind})</h1>
      <p className="mt-3 text-ink-muted">
        The team uses this page to measure how fast the server answers. There is nothing here for
        you.
      </p>
      <Link href="/" className="mt-6 inline-block font-medium text-brand underline">
        Go to the home page
      </Link>
    </main>
  );
}
