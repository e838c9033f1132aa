"use client";

import { X } from "lucide-react";
import { useState } from "react";
import { PAIN_REGION_CONTENT } from "@/content/assessment/steps";
import { BODY_AREA_NAMES, BODY_AREAS, type TBodyArea } from "@/domain/assessment/body-areas";
import { cn } from "@/lib/cn";
import { ZPainRegions } from "@/lib/schemas/assessment";
import { GroupError, PainScale } from "../controls";
import { HandDiagram } from "../hand-diagram";
import { StepNav } from "../step-nav";
import { useStepSubmit } from "../use-step-submit";

type TRegion = { area: TBodyArea; intensity: number | null };

export function PainRegionForm({ initial }: { initial: { area: TBodyArea; intensity: number }[] }) {
  const { submit, pending, fieldErrors, formError } = useStepSubmit();
  const [regions, setRegions] = useState<TRegion[]>(initial);
  const [view, setView] = useState<"palm" | "back">("palm");
  const selected = new Set(regions.map((r) => r.area));
  const c = PAIN_REGION_CONTENT;

  function onToggle(area: TBodyArea) {
    setRegions((current) =>
      current.some((r) => r.area === area)
        ? current.filter((r) => r.area !== area)
        : [...current, { area, intensity: null }].sort(
            (a, b) => BODY_AREAS.indexOf(a.area) - BODY_AREAS.indexOf(b.area),
          ),
    );
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
        <div className="mt-3 inline-flex rounded-[var(--radius-control)] border border-line-strong bg-surface p-1 md:hidden">
          {(["palm", "back"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(
                "h-10 rounded-md px-4 text-sm font-medium",
                view === v ? "bg-brand text-white" : "text-ink hover:bg-brand-soft",
              )}
            >
              {v === "palm" ? "Palm side" : "Back of hand"}
            </button>
          ))}
        </div>
        <div className="mt-4 grid justify-items-center gap-6 md:grid-cols-2">
          {(["palm", "back"] as const).map((v) => (
            <figure key={v} className={cn("w-full max-w-[18rem]", view !== v && "max-md:hidden")}>
              <HandDiagram view={v} selected={selected} onToggle={onToggle} />
              <figcaption className="mt-2 text-center text-sm font-medium text-ink-muted">
                {v === "palm" ? "Palm side" : "Back of the hand"}
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
                onChange={(intensity) =>
                  setRegions(regions.map((r, j) => (j === i ? { ...r, intensity } : r)))
                }
                anchors={{ 0: c.intensityAnchors[0], 10: c.intensityAnchors[10] }}
                error={fieldErrors[`regions.${i}.intensity`]}
              />
              <button
                type="button"
                onClick={() => onToggle(region.area)}
                className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand underline-offset-2 hover:underline"
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
