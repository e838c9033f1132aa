import type { TDemo } from "@/domain/figures/demo";
import { cn } from "@/lib/cn";
import { INK } from "../drawing";
import { layout } from "./layout";
import { RigScene } from "./rig-scene";

/*
 * One demonstration, animated with CSS only (a server component: no client JavaScript). The same
 * drawing is repeated for each key pose after the first; those stills show only when the person
 * asks for reduced motion, side by side where there is room, each captioned ("Start", "End").
 * The keyframes live once in globals.css ("Demonstrations").
 *
 * variant "full": the demonstration with a pause switch (WCAG 2.2.2: moving content that runs
 * longer than five seconds can be paused). variant "thumb": a small picture inside a link, with
 * no words; it rests on the end pose and plays while the link is hovered or focused.
 */
export function DemoFigure({
  demo,
  variant = "full",
  className,
}: {
  demo: TDemo;
  variant?: "full" | "thumb";
  className?: string;
}) {
  const scene = <RigScene demo={demo} lay={layout(demo)} />;
  const captions = demo.captions ?? (demo.motion === "hold" ? ["Start", "Hold"] : ["Start", "End"]);
  const attributes = {
    viewBox: `0 0 240 ${demo.frame.height ?? 160}`,
    fill: "none",
    stroke: INK,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  const animated = (
    <svg {...attributes} className="rig-run h-auto w-full" role="img" aria-label={demo.description}>
      <title>{demo.description}</title>
      {scene}
    </svg>
  );
  const classes = cn("rig", `rig-${demo.motion}`, variant === "thumb" && "rig-thumb", className);
  if (variant === "thumb") return <div className={classes}>{animated}</div>;
  return (
    <div className={classes}>
      <div className="rig-panels">
        <div>
          <p className="rig-cap">{captions[0]}</p>
          {animated}
        </div>
        {demo.poses.slice(1).map((_, i) => (
          <div key={captions[i + 1] ?? i} className="rig-still">
            <p className="rig-cap">{captions[i + 1]}</p>
            <svg {...attributes} className={`rig-k${i + 1} h-auto w-full`} aria-hidden="true">
              {scene}
            </svg>
          </div>
        ))}
      </div>
      <label className="rig-pause">
        <input type="checkbox" />
        Pause the animation
      </label>
    </div>
  );
}
