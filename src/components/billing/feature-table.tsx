"use client";

// A client component for its payload only (issue #15, as the plan cards): the table's 70-odd
// cells are drawn from the feature table itself, so the page's payload holds none of them.
import { ScrollBox } from "@/components/ui/scroll-box";
import { FEATURE_NAMES, FEATURES, hasFeature } from "@/domain/access/features";
import { SUBSCRIPTION_TIERS, TIER_NAMES, type TSubscriptionTier } from "@/domain/access/tiers";

/** Tiers with the same row of spec 6's table share a column: the table reads what differs. */
function columnsOf(): { tiers: TSubscriptionTier[]; label: string }[] {
  const groups = new Map<string, TSubscriptionTier[]>();
  for (const tier of SUBSCRIPTION_TIERS) {
    const key = FEATURES.map((f) => (hasFeature(tier, f) ? "1" : "0")).join("");
    groups.set(key, [...(groups.get(key) ?? []), tier]);
  }
  return [...groups.values()].map((tiers) => ({
    tiers,
    label: tiers.map((t) => TIER_NAMES[t]).join(", "),
  }));
}

/** The feature-by-tier table of spec 6, built from FEATURE_TIERS so it can never disagree with access. */
export function FeatureTable() {
  const columns = columnsOf();
  return (
    <ScrollBox
      label="What each plan includes"
      className="rounded-[var(--radius-card)] border border-line bg-surface"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption className="sr-only">What each plan includes</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="p-3 font-semibold text-ink">
              Feature
            </th>
            {columns.map((c) => (
              <th key={c.label} scope="col" className="p-3 align-bottom font-semibold text-ink">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FEATURES.map((feature) => (
            <tr key={feature} className="border-b border-line last:border-0">
              <th scope="row" className="p-3 font-normal text-ink">
                {FEATURE_NAMES[feature]}
              </th>
              {columns.map((c) => {
                const included = hasFeature(c.tiers[0] ?? null, feature);
                return (
                  <td key={c.label} className="p-3">
                    {/* CSS mask icons (src/app/icons.css): one rule for the table's 70-odd marks. */}
                    {included ? (
                      <span
                        role="img"
                        aria-label="Included"
                        className="icon-check size-5 bg-brand"
                      />
                    ) : (
                      <span
                        role="img"
                        aria-label="Not included"
                        className="icon-minus size-5 bg-ink-muted"
                      />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
