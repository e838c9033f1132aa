import type * as React from "react";

export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-title font-semibold text-ink sm:text-[2.25rem]">{title}</h1>
      <p className="mt-2 text-sm text-ink-muted">Last updated {updated}</p>
      <div className="prose-calm mt-8">{children}</div>
    </article>
  );
}
