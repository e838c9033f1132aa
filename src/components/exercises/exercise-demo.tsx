import { DemoFigure, demoShownOf } from "@/components/illustrations/rig/demo-figure";
import { getDemonstration } from "@/content/exercises/demonstrations";

/** The animated demonstration of one exercise, with its pause switch (see DemoFigure). */
export function ExerciseDemo({ slug, className }: { slug: string; className?: string }) {
  return (
    <DemoFigure demo={demoShownOf(getDemonstration(slug))} name={slug} className={className} />
  );
}
