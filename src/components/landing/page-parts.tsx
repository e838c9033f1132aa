import { Check } from "lucide-react";
import { cn } from "@/lib/cn";

/** A list of points, each with a check mark: who a page is for, what a product gives. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("text-ink", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check className="mt-1 size-5 shrink-0 text-success" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Questions and answers, each opening on its own (no script): the landing and product pages'. */
export function FaqList({ items }: { items: readonly { q: string; a: string }[] }) {
  return (
    <div className="mt-5 max-w-3xl divide-y divide-line border-y border-line">
      {items.map((f) => (
        <details key={f.q} className="py-4">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-ink">
            {f.q}
          </summary>
          <p className="mt-2 text-ink-muted">{f.a}</p>
        </details>
      ))}
    </div>
  );
}
