import type * as React from "react";
import { DASHBOARD_LAYOUT, DashboardTop } from "@/components/dashboard/dashboard-view";
import { programCardsOf } from "@/components/program/program-cards";
import { IRRITABILITY_INTRO, PainRules, ProgramGroups } from "@/components/program/program-groups";
import { Logo } from "@/components/site/logo";
import { SectionTabs } from "@/components/site/section-tabs";
import { MaskIcon } from "@/components/ui/mask-icon";
import { sampleDashboardOf } from "@/content/sample/sample-dashboard";
import type { TProgram } from "@/domain/program/generate-program";
import { cn } from "@/lib/cn";

/**
 * A picture of a page of the app, drawn by the app's own components with example figures: a
 * window with the app's header and section tabs, the page scaled down inside it, the bottom faded
 * out. It is a picture, not a page: `inert` keeps its links out of the keyboard order and
 * `aria-hidden` its headings out of the accessibility tree (for tools that do not know `inert`),
 * and the figure's caption says what it shows.
 *
 * The page inside lays itself out at a fixed width with the breakpoints of the real screen (CSS
 * breakpoints follow the screen, not the frame): 390 px on a phone, where the app uses its phone
 * layout too, and the page's own desktop width from the sm breakpoint; `zoom` then fits it in.
 */
function DeviceFrame({
  path,
  current,
  caption,
  innerClassName,
  children,
}: {
  path: string;
  current: string;
  caption: React.ReactNode;
  /** The page's layout width and zoom at each breakpoint. */
  innerClassName: string;
  children: React.ReactNode;
}) {
  return (
    <figure className="min-w-0">
      <div className="mx-auto w-fit max-w-full overflow-hidden rounded-[var(--radius-card)] border border-line-strong/40 bg-surface shadow-[0_18px_50px_-20px_rgba(28,38,41,0.35)]">
        <div
          className="flex items-center gap-2 border-b border-line bg-canvas px-3 py-2"
          aria-hidden
        >
          <span className="size-2.5 rounded-full bg-line-strong/50" />
          <span className="size-2.5 rounded-full bg-line-strong/50" />
          <span className="size-2.5 rounded-full bg-line-strong/50" />
          <span className="ml-2 truncate rounded-full bg-surface px-3 py-0.5 text-xs text-ink-muted">
            {path}
          </span>
        </div>
        <div className="relative h-[28rem] overflow-hidden bg-canvas sm:h-[30rem]">
          <div inert aria-hidden className={cn("select-none", innerClassName)}>
            <div className="flex h-16 items-center justify-between border-b border-line bg-surface px-4 sm:px-6">
              <Logo />
              <span className="flex items-center gap-3 text-sm font-medium text-ink">
                <MaskIcon name="bell" className="size-5" />
                Account
              </span>
            </div>
            <div className="border-b border-line bg-surface">
              <SectionTabs current={current} picture />
            </div>
            {children}
          </div>
          <div className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-canvas to-transparent" />
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-ink-muted">{caption}</figcaption>
    </figure>
  );
}

/**
 * The part of the program the frame shows: it is cut off a little below the first group's first
 * exercise at every width, so the rest would only add weight to the page (issue #15: the home page
 * was 242 KB, a third of it program nobody could see).
 */
function visiblePart(program: TProgram): Pick<TProgram, "groups"> {
  return { groups: program.groups.slice(0, 1).map((g) => ({ ...g, items: g.items.slice(0, 2) })) };
}

/**
 * The home page's picture of the product: the dashboard and the exercise program, rendered on the
 * server from the dashboard's own top part and ProgramGroups with the sample person's figures. No
 * client code. Each frame ends a little below what it draws: the rest of either page would only
 * add weight (issue #15: the home page was 242 KB, then 148 KB, mostly pictures nobody could see).
 */
export function ProductPicture() {
  const { model, program } = sampleDashboardOf();
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1.35fr_1fr]">
      <DeviceFrame
        path="/dashboard"
        current="/dashboard"
        innerClassName="w-[390px] [zoom:0.72] sm:w-[1024px] sm:[zoom:0.56] md:[zoom:0.68] lg:[zoom:0.52] xl:[zoom:0.59]"
        caption={
          <>
            <strong className="font-semibold text-ink">The dashboard</strong>, with example figures:
            the one next step for today, four cards for exercises, load, progress and learning, and
            the week at a glance.
          </>
        }
      >
        <div className={DASHBOARD_LAYOUT}>
          <DashboardTop model={model} />
        </div>
      </DeviceFrame>
      <DeviceFrame
        path="/exercise-program"
        current="/exercise-program"
        innerClassName="w-[390px] [zoom:0.72] sm:w-[768px] sm:[zoom:0.75] md:[zoom:0.9] lg:[zoom:0.51] xl:[zoom:0.58]"
        caption={
          <>
            <strong className="font-semibold text-ink">The exercise program</strong>, for an example
            of pain at the back of the hand and wrist: each exercise with its dose, its rest and how
            to do it.
          </>
        }
      >
        <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
          <div>
            <p className="text-title font-semibold text-ink">Your exercise program</p>
            <p className="mt-2 text-ink-muted">{IRRITABILITY_INTRO[program.irritability]}</p>
          </div>
          <PainRules />
          <ProgramGroups groups={programCardsOf(visiblePart(program), "lbs", true)} />
        </div>
      </DeviceFrame>
    </div>
  );
}
