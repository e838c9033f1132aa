import { DemoFigure, demoShownOf } from "@/components/illustrations/rig/demo-figure";
import { getDemonstration } from "@/content/exercises/demonstrations";

/** The animated demonstration of one exercise (see DemoFigure for the variants). */
export function ExerciseDemo({
  slug,
  variant,
  className,
}: {
  slug: string;
  variant?: "full" | "thumb";
  className?: string;
}) {
  return (
    <DemoFigure
      demo={demoShownOf(getDemonstration(slug))}
      name={slug}
      variant={variant}
      className={className}
    />
  );
}
