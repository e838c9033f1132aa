"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { changeProgramRegionsAction } from "@/actions/program";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Fold } from "@/components/ui/fold";
import { FormAlert } from "@/components/ui/form-alert";
import { BODY_AREA_NAMES, BODY_AREAS, type TBodyArea } from "@/domain/assessment/body-areas";

const INTENSITIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Pro: add or remove pain areas; saving regenerates the program as a new version. */
export function RegionEditor({ initial }: { initial: { area: TBodyArea; intensity: number }[] }) {
  const router = useRouter();
  const [regions, setRegions] = useState(new Map(initial.map((r) => [r.area, r.intensity])));
  const [saved, setSaved] = useState(false);
  const { run, pending, fieldErrors, formError } = useAction();
  const error =
    fieldErrors.regions ??
    formError ??
    (Object.keys(fieldErrors).length > 0 ? "Please check your choices." : null);

  function toggle(area: TBodyArea) {
    const next = new Map(regions);
    if (next.has(area)) next.delete(area);
    else next.set(area, 4);
    setRegions(next);
    setSaved(false);
  }

  function save() {
    void run(
      () =>
        changeProgramRegionsAction({
          regions: BODY_AREAS.filter((a) => regions.has(a)).map((area) => ({
            area,
            intensity: regions.get(area) ?? 0,
          })),
        }),
      () => {
        setSaved(true);
        router.refresh();
      },
    );
  }

  return (
    <Fold
      className="rounded-[var(--radius-card)] border border-line bg-surface px-5 py-2.5 open:pb-5"
      summaryClassName="cursor-pointer py-2.5 font-semibold text-ink"
      summary="Change your pain areas"
    >
      <p className="mt-2 text-sm text-ink-muted">
        Add or remove areas and your program is rebuilt around them. Your earlier program and logs
        are kept.
      </p>
      <fieldset className="mt-4">
        <legend className="sr-only">Pain areas</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {BODY_AREAS.map((area) => (
            <li
              key={area}
              className="flex items-center justify-between gap-2 rounded-[var(--radius-control)] border border-line-strong px-3 py-2"
            >
              <label className="flex items-center gap-2 text-ink">
                <input
                  type="checkbox"
                  checked={regions.has(area)}
                  onChange={() => toggle(area)}
                  className="size-5 accent-[var(--color-brand)]"
                />
                {BODY_AREA_NAMES[area]}
              </label>
              {regions.has(area) ? (
                <select
                  aria-label={`Pain in ${BODY_AREA_NAMES[area].toLowerCase()}, 0 to 10`}
                  value={regions.get(area)}
                  onChange={(e) => setRegions(new Map(regions).set(area, Number(e.target.value)))}
                  className="h-9 rounded-md border border-line-strong bg-surface px-2 text-sm text-ink"
                >
                  {INTENSITIES.map((n) => (
                    <option key={n} value={n}>
                      {n}/10
                    </option>
                  ))}
                </select>
              ) : null}
            </li>
          ))}
        </ul>
      </fieldset>
      {error ? <FormAlert className="mt-3">{error}</FormAlert> : null}
      {saved ? (
        <FormAlert tone="success" className="mt-3">
          Your program has been rebuilt around these areas.
        </FormAlert>
      ) : null}
      <Button type="button" className="mt-4" onClick={save} disabled={pending}>
        {pending ? "Rebuilding…" : "Save and rebuild my program"}
      </Button>
    </Fold>
  );
}
