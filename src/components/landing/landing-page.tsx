import { ArrowRight, BookOpen, ShieldCheck } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { DISCLAIMER } from "@/components/site/site-footer";
import { buttonVariants } from "@/components/ui/button";
import { findTopic } from "@/content/education";
import type { TLanding } from "@/content/landing";
import type { TCampaign } from "@/content/landing/campaign-schema";
import { FREE_TRIAL_DAYS, findPlan, formatPrice, PERIOD_WORDS } from "@/domain/billing/catalogue";
import { cn } from "@/lib/cn";
import { GuideForm } from "./guide-form";
import { CheckList, FaqList } from "./page-parts";

/** What it costs, from the catalogue (never from a page's copy): free, then Pro by the month, year or once. */
function CostTable() {
  const rows = [
    { name: "Assessment, program and library", price: "Free", note: "No card needed" },
    ...(["1month", "annual", "lifetime"] as const).flatMap((tier) => {
      const plan = findPlan(tier);
      return plan
        ? [
            {
              name: plan.name,
              price: formatPrice(plan.priceCents),
              note: plan.period === "one-time" ? "paid once" : PERIOD_WORDS[plan.period],
            },
          ]
        : [];
    }),
  ];
  return (
    <dl className="mt-4 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface">
      {rows.map((row) => (
        <div key={row.name} className="flex items-baseline justify-between gap-4 p-4">
          <dt className="text-ink">{row.name}</dt>
          <dd className="text-right">
            <span className="font-semibold text-ink">{row.price}</span>{" "}
            <span className="text-sm text-ink-muted">{row.note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the template reads of a page: a landing page's content, or a partner or promo page's. */
type TLandingContent = TLanding | TCampaign;

/** How a partner or promo page's variant changes the template (issue #18). */
export type TLandingVariant = {
  /** Where sign-ups from this page are recorded as coming from. */
  source: string;
  /** Replaces the content's headline (the pro variant's). */
  headline?: string;
  /** Shown right after the header: the pro variant's block, a promotion's offer. */
  afterHeader?: ReactNode;
  /** The call to action's second button. */
  secondary?: { href: string; label: string };
};

function Cta({
  landing,
  place,
  variant,
}: {
  landing: TLandingContent;
  place: "top" | "bottom";
  variant?: TLandingVariant;
}) {
  if (landing.cta !== "signup")
    return (
      <div className="max-w-md rounded-[var(--radius-card)] border border-line bg-surface p-5">
        <p className="mb-3 font-semibold text-ink">Get the free starter guide</p>
        <GuideForm source={`${landing.slug}-${place}`} />
      </div>
    );
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link
        href={`/signup?source=${variant?.source ?? landing.slug}`}
        prefetch={false}
        className={buttonVariants({ variant: "primary", size: "lg" })}
      >
        Start your free assessment
        <ArrowRight aria-hidden />
      </Link>
      <Link
        href={variant?.secondary?.href ?? "/pricing"}
        prefetch={false}
        className={buttonVariants({ variant: "secondary", size: "lg" })}
      >
        {variant?.secondary?.label ?? "See plans and prices"}
      </Link>
    </div>
  );
}

/**
 * The one template of the public landing pages (issue #18): a page's own words from
 * content/landing, with its prices from the catalogue, its reading from the library, and the
 * disclaimer. Static; the only script is the guide's email form where a page has one.
 */
export function LandingPage({
  landing,
  variant,
}: {
  landing: TLandingContent;
  variant?: TLandingVariant;
}) {
  const topics = landing.readSlugs.map((s) => findTopic(s)).filter((t) => t !== undefined);
  const section = "mx-auto max-w-5xl px-4 sm:px-6";
  return (
    <div className="pb-16">
      <header className="bg-brand-soft">
        <div className={cn(section, "py-14 sm:py-20")}>
          <p className="text-sm font-medium uppercase tracking-wide text-brand">
            {landing.eyebrow}
          </p>
          <h1 className="mt-2 max-w-3xl text-display font-semibold tracking-tight text-ink">
            {variant?.headline ?? landing.headline}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink">{landing.lead}</p>
          <div className="mt-8">
            <Cta landing={landing} place="top" variant={variant} />
          </div>
        </div>
      </header>

      {variant?.afterHeader ? (
        <div className={cn(section, "mt-14")}>{variant.afterHeader}</div>
      ) : null}

      <section aria-labelledby="audience" className={cn(section, "mt-14")}>
        <h2 id="audience" className="text-title font-semibold text-ink">
          {landing.audience.heading}
        </h2>
        <CheckList items={landing.audience.items} className="mt-5 grid gap-3 sm:grid-cols-2" />
      </section>

      <section aria-labelledby="how" className={cn(section, "mt-14")}>
        <h2 id="how" className="text-title font-semibold text-ink">
          {landing.how.heading}
        </h2>
        <ol className="mt-5 grid gap-4 md:grid-cols-2">
          {landing.how.items.map((item, i) => (
            <li
              key={item.title}
              className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
            >
              <p className="flex items-center gap-3 font-semibold text-ink">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm text-white">
                  {i + 1}
                </span>
                {item.title}
              </p>
              <p className="mt-2 text-ink-muted">{item.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {landing.sections.map((s, i) => (
        <section key={s.heading} aria-labelledby={`part-${i}`} className={cn(section, "mt-14")}>
          <div className="max-w-3xl">
            <h2 id={`part-${i}`} className="text-title font-semibold text-ink">
              {s.heading}
            </h2>
            <div className="mt-4 space-y-4 text-ink">
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
        </section>
      ))}

      <section aria-labelledby="evidence" className={cn(section, "mt-14")}>
        <h2 id="evidence" className="text-title font-semibold text-ink">
          {landing.evidence.heading}
        </h2>
        <ul className="mt-5 max-w-3xl space-y-3 text-ink">
          {landing.evidence.items.map((item) => (
            <li key={item} className="flex gap-3">
              <BookOpen className="mt-1 size-5 shrink-0 text-brand" aria-hidden />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        {topics.length > 0 ? (
          <p className="mt-5 max-w-3xl text-ink">
            Read more in the free library:{" "}
            {topics.map((t, i) => (
              <span key={t.slug}>
                {i > 0 ? "; " : ""}
                <Link
                  href={`/preview/wrist-pain-education/${t.slug}`}
                  prefetch={false}
                  className="text-brand underline underline-offset-2"
                >
                  {t.title}
                </Link>
              </span>
            ))}
            .
          </p>
        ) : null}
      </section>

      <section aria-labelledby="cost" className={cn(section, "mt-14")}>
        <div className="max-w-3xl">
          <h2 id="cost" className="text-title font-semibold text-ink">
            What it costs
          </h2>
          <p className="mt-3 text-ink">{landing.costLine}</p>
          <CostTable />
          <p className="mt-3 text-sm text-ink-muted">
            Pro on the monthly, 3-month and annual plans can be tried free for {FREE_TRIAL_DAYS}{" "}
            days. Prices in US dollars.{" "}
            <Link
              href="/pricing"
              prefetch={false}
              className="text-brand underline underline-offset-2"
            >
              Every plan, side by side
            </Link>
            .
          </p>
        </div>
      </section>

      <section aria-labelledby="safety" className={cn(section, "mt-14")}>
        <div className="max-w-3xl rounded-[var(--radius-card)] border border-line bg-surface p-6">
          <h2 id="safety" className="flex items-center gap-2 text-xl font-semibold text-ink">
            <ShieldCheck className="size-6 shrink-0 text-brand" aria-hidden />
            When to see a clinician first
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-ink">
            {landing.safety.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq" className={cn(section, "mt-14")}>
        <h2 id="faq" className="text-title font-semibold text-ink">
          Questions people ask
        </h2>
        <FaqList items={landing.faq} />
      </section>

      <section aria-labelledby="start" className={cn(section, "mt-14")}>
        <h2 id="start" className="text-title font-semibold text-ink">
          {landing.cta === "signup" ? "Ready when you are" : "Your free guide"}
        </h2>
        <div className="mt-5">
          <Cta landing={landing} place="bottom" variant={variant} />
        </div>
        <p className="mt-10 max-w-3xl text-sm text-ink-muted">{DISCLAIMER}</p>
      </section>
    </div>
  );
}
