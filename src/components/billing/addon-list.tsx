import type * as React from "react";
import { ADDONS, formatPrice, PERIOD_WORDS, type TAddon } from "@/domain/billing/catalogue";

/** The add-ons of spec 3 with their prices; `action` renders what each offers to do. */
export function AddonList({
  action,
  highlight,
}: {
  action?: (addon: TAddon, itemId: string | null) => React.ReactNode;
  highlight?: string | null;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {ADDONS.map((addon) => (
        <li
          key={addon.addonType}
          id={`addon-${addon.addonType}`}
          className={
            highlight === addon.addonType
              ? "rounded-[var(--radius-card)] border border-brand bg-surface p-5 ring-1 ring-brand"
              : "rounded-[var(--radius-card)] border border-line bg-surface p-5"
          }
        >
          <h3 className="font-semibold text-ink">{addon.name}</h3>
          <p className="mt-1 text-sm text-ink-muted">{addon.description}</p>
          {addon.priceCents !== null ? (
            <>
              <p className="mt-3 text-ink">
                <span className="font-semibold">{formatPrice(addon.priceCents)}</span>{" "}
                <span className="text-ink-muted">{PERIOD_WORDS[addon.period]}</span>
              </p>
              {action ? <div className="mt-3">{action(addon, null)}</div> : null}
            </>
          ) : (
            <ul className="mt-3 space-y-3">
              {addon.items.map((item) => (
                <li key={item.id} className="border-t border-line pt-3">
                  <p className="font-medium text-ink">
                    {item.name}{" "}
                    <span className="font-normal text-ink-muted">
                      · {formatPrice(item.priceCents)} once
                    </span>
                  </p>
                  <p className="text-sm text-ink-muted">{item.description}</p>
                  {action ? <div className="mt-2">{action(addon, item.id)}</div> : null}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
