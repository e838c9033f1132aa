"use client";

import { X } from "lucide-react";
import { useState } from "react";
import { PAIN_REGION_CONTENT } from "@/content/assessment/steps";
import { BODY_AREA_NAMES, BODY_AREAS, type TBodyArea } from "@/domain/assessment/body-areas";
import { cn } from "@/lib/cn";
import { ZPainRegions } from "@/lib/schemas/assessment";
import { GroupError, PainScale } from "../controls";
import { HAND_REGION_LABELS, HandDiagram } from "../hand-diagram";
import { StepNav } from "../step-nav";
import { useStepSubmit } from "../use-step-submit";

type TRegion = { area: TBodyArea; intensity: number | null };

type TView = "palm" | "back";
const VIEWS: Record<TView, { toggle: string; caption: string }> = {
  palm: { toggle: "Palm side", caption: "Palm side" },
  back: { toggle: "Back of hand", caption: "Back of the hand" },
};

/** The areas each drawing offers (the fingers are on both). */
const AREAS_ON: Record<TView, readonly TBodyArea[]> = {
  palm: Object.keys(HAND_REGION_LABELS.palm) as TBodyArea[],
  back: Object.keys(HAND_REGION_LABELS.back) as TBodyArea[],
};

export function PainRegionForm({ initial }: { initial: { area: TBodyArea; intensity: number }[] }) {
  const { submit, pending, fieldErrors, formError, setFieldErrors } = useStepSubmit();
  const [regions, setRegions] = useState<TRegion[]>(initial);
  const [view, setView] = useState<TView>("palm");
  const selected = new Set(regions.map((r) => r.area));
  const c = PAIN_REGION_CONTENT;

  /**
   * Errors follow the areas they are about. The intensity errors are keyed by position in the
   * list, which moves when an area is added or removed; "choose at least one area" goes as soon
   * as one is chosen.
   */
  function keepErrors(before: readonly TRegion[], after: readonly TRegion[]) {
    setFieldErrors((errors) => {
      const next: Record<string, string> = {};
      for (const [key, message] of Object.entries(errors)) {
        const match = /^regions\.(\d+)\.intensity$/.exec(key);
        if (match) {
          const area = before[Number(match[1])]?.area;
          const at = after.findIndex((r) => r.area === area && r.intensity === null);
          if (at !== -1) next[`regions.${at}.intensity`] = message;
        } else if (!(key === "regions" && after.length > 0)) next[key] = message;
      }
      return next;
    });
  }

  function onToggle(area: TBodyArea) {
    const next = regions.some((r) => r.area === area)
      ? regions.filter((r) => r.area !== area)
      : [...regions, { area, intensity: null }].sort(
          (a, b) => BODY_AREAS.indexOf(a.area) - BODY_AREAS.indexOf(b.area),
        );
    setRegions(next);
    keepErrors(regions, next);
  }

  function onIntensity(area: TBodyArea, intensity: number) {
    const next = regions.map((r) => (r.area === area ? { ...r, intensity } : r));
    setRegions(next);
    keepErrors(regions, next);
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    submit({ step: "/pain-region" }, ZPainRegions, { regions });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <p className="text-ink">{c.intro}</p>
      <fieldset
        id="q-regions"
        aria-invalid={fieldErrors.regions ? true : undefined}
        aria-describedby={fieldErrors.regions ? "q-regions-error" : undefined}
      >
        <legend className="text-base font-semibold text-ink">Tap every area that hurts</legend>
        <div className="mt-3 grid grid-cols-2 gap-1 rounded-[var(--radius-control)] border border-line-strong bg-surface p-1 sm:inline-grid md:hidden">
          {(["palm", "back"] as const).map((v) => {
            const chosen = AREAS_ON[v].filter((area) => selected.has(area)).length;
            return (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cn(
                  "min-h-11 rounded-md px-3 py-1.5 text-sm leading-tight font-medium",
                  view === v ? "bg-brand text-white" : "text-ink hover:bg-brand-soft",
                )}
              >
                <span className="whitespace-nowrap">{VIEWS[v].toggle}</span>
                {chosen > 0 ? (
                  <>
                    {" "}
                    <span className="whitespace-nowrap">({chosen} chosen)</span>
                  </>
                ) : null}
              </button>
            );
          })}
        </div>
        <div className="mt-4 grid justify-items-center gap-6 md:grid-cols-2">
          {(["palm", "back"] as const).map((v) => (
            <figure
              key={v}
              className={cn(
                "w-full max-w-[22.5rem] md:max-w-[18rem]",
                view !== v && "max-md:hidden",
              )}
            >
              <HandDiagram view={v} selected={selected} onToggle={onToggle} />
              <figcaption className="mt-2 text-center text-sm font-medium text-ink-muted">
                {VIEWS[v].caption}
              </figcaption>
            </figure>
          ))}
        </div>
        <GroupError id="q-regions" error={fieldErrors.regions} />
      </fieldset>

      {regions.length > 0 ? (
        <section aria-labelledby="intensity-heading" className="space-y-6">
          <h2 id="intensity-heading" className="text-lg font-semibold text-ink">
            {c.intensityQuestion}
          </h2>
          {regions.map((region, i) => (
            <div
              key={region.area}
              className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
            >
              <PainScale
                name={`intensity-${region.area}`}
                legend={BODY_AREA_NAMES[region.area]}
                value={region.intensity}
                onChange={(intensity) => onIntensity(region.area, intensity)}
                anchors={{ 0: c.intensityAnchors[0], 10: c.intensityAnchors[10] }}
                error={fieldErrors[`regions.${i}.intensity`]}
              />
              <button
                type="button"
                onClick={() => onToggle(region.area)}
                className="mt-2 -ml-2 inline-flex min-h-11 items-center gap-1 rounded-[var(--radius-control)] px-2 text-sm font-medium text-brand underline-offset-2 hover:underline"
              >
                <X className="size-4" aria-hidden />
                Remove {BODY_AREA_NAMES[region.area].toLowerCase()}
              </button>
            </div>
          ))}
        </section>
      ) : null}

      <StepNav step="/pain-region" pending={pending} formError={formError} />
    </form>
  );
}
