import type { TDemo } from "@/domain/figures/demo";
import { cn } from "@/lib/cn";
import { demoFileOf } from "./demo-files";

/*
 * One demonstration, shown from image files (issue #15): the animation and a still of each key
 * pose, written once by scripts/build-demos.ts to public/demos with their motion inside them
 * (rig.css). A page carries a few short tags instead of the drawing, and a browser fetches each
 * picture once for every page that shows it. globals.css swaps the animation for a still: when
 * paused, with reduced motion (the stills then show side by side, each captioned "Start", "End"),
 * and for a thumbnail at rest.
 *
 * DemoFigure: the demonstration with a pause switch (WCAG 2.2.2: moving content that runs longer
 * than five seconds can be paused). DemoThumb: a small picture inside a link, with no words; it
 * rests on the end pose and plays while the link is hovered or focused.
 */
/** One of a demonstration's files: fetched when near the screen, at its drawn size (no shift). */
function DemoImg({
  src,
  alt,
  className,
  size,
}: {
  src: string;
  alt: string;
  className: "rig-play" | "rig-pose";
  size: { width: number; height: number };
}) {
  return (
    // biome-ignore lint/performance/noImgElement: a fixed SVG from public/, nothing to optimise.
    <img src={src} alt={alt} className={className} loading="lazy" decoding="async" {...size} />
  );
}

/**
 * What the figure needs of a demonstration to show its files: its words and its size, none of
 * its drawing, so a client component can carry it in the page's payload (issue #15).
 */
export type TDemoShown = {
  description: string;
  /** One per still, in pose order. */
  captions: readonly string[];
  height: number;
};

export function demoShownOf(demo: TDemo): TDemoShown {
  const captions = demo.captions ?? (demo.motion === "hold" ? ["Start", "Hold"] : ["Start", "End"]);
  return {
    description: demo.description,
    captions: demo.poses.map((_, i) => captions[i] ?? ""),
    height: demo.frame.height ?? 160,
  };
}

/**
 * The thumbnail: a small picture inside a link, resting on the end pose. It needs only the
 * picture's height, so a list of them carries no more than that in the page's payload.
 */
export function DemoThumb({
  name,
  height,
  className,
}: {
  name: string;
  height: number;
  className?: string;
}) {
  const size = { width: 240, height };
  return (
    <div className={cn("rig rig-thumb", className)}>
      {/* alt="": the link it sits in is named by the exercise beside it; the pose's words
          belong on the exercise's own page, not read out for every card of a list. */}
      <DemoImg
        src={demoFileOf(name, { pose: 1, thumb: true })}
        alt=""
        className="rig-pose"
        size={size}
      />
      <DemoImg src={demoFileOf(name, { thumb: true })} alt="" className="rig-play" size={size} />
    </div>
  );
}

export function DemoFigure({
  demo,
  name,
  className,
}: {
  demo: TDemoShown;
  /** The files' name under /demos: the exercise's slug, or "test-" and the test's. */
  name: string;
  className?: string;
}) {
  const size = { width: 240, height: demo.height };
  const classes = cn("rig", className);
  const { captions } = demo;
  return (
    <div className={classes}>
      <div className="rig-panels">
        <div>
          <p className="rig-cap">{captions[0]}</p>
          <DemoImg src={demoFileOf(name)} alt={demo.description} className="rig-play" size={size} />
          <DemoImg
            src={demoFileOf(name, { pose: 0 })}
            alt={demo.description}
            className="rig-pose"
            size={size}
          />
        </div>
        {captions.slice(1).map((caption, i) => (
          <div key={caption || i} className="rig-still">
            <p className="rig-cap">{caption}</p>
            <DemoImg
              src={demoFileOf(name, { pose: i + 1 })}
              alt=""
              className="rig-pose"
              size={size}
            />
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
