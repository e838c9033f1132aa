import type { TProgram } from "@/domain/program/generate-program";
import type { TWeightUnit } from "@/lib/units";
import { LogPanel, type TLogEntry } from "./log-panel";
import { ProDemo } from "./pro-demo";
import { ProgramGroups } from "./program-groups";

export { PainRules } from "./program-groups";

/**
 * A program, grouped by area: the person's own on /exercise-program, or sample data on the
 * public previews. Logging shows only where the person may track; without it, the Pro demo.
 */
export function ProgramView({
  program,
  unit,
  canTrack,
  hasLibrary,
  logs = [],
}: {
  program: TProgram;
  unit: TWeightUnit;
  canTrack: boolean;
  hasLibrary: boolean;
  logs?: (TLogEntry & { slug: string })[];
}) {
  return (
    <>
      {canTrack ? null : <ProDemo unit={unit} />}
      <ProgramGroups
        program={program}
        unit={unit}
        hasLibrary={hasLibrary}
        logging={
          canTrack
            ? (item, name) => (
                <LogPanel
                  slug={item.slug}
                  name={name}
                  prescribed={{
                    reps: item.reps ?? item.sets,
                    weightLbs: item.loadLbs,
                    band: item.band,
                  }}
                  unit={unit}
                  logs={logs.filter((l) => l.slug === item.slug)}
                />
              )
            : undefined
        }
      />
    </>
  );
}
