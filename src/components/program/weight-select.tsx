import { Label } from "@/components/ui/label";
import { WEIGHT_OPTIONS_LBS } from "@/domain/assessment/endurance";
import { formatWeight, type TWeightUnit } from "@/lib/units";

/** The spec's weight options (stored in lbs), labelled in the person's unit. */
export function WeightSelect({
  id,
  value,
  onChange,
  unit,
}: {
  id: string;
  value: number | null;
  onChange: (lbs: number) => void;
  unit: TWeightUnit;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Weight</Label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-11 rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 text-ink"
      >
        {WEIGHT_OPTIONS_LBS.map((w) => (
          <option key={w} value={w}>
            {formatWeight(w, unit)}
          </option>
        ))}
      </select>
    </div>
  );
}
