import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { programCardsOf } from "@/components/program/program-cards";
import { PainRules } from "@/components/program/program-groups";
import { ProgramView } from "@/components/program/program-view";
import { withOpenGraph } from "@/content/og-pages";
import { sampleProgramInput } from "@/content/sample/program-input";
import { BODY_AREA_NAMES, BODY_AREAS, type TBodyArea } from "@/domain/assessment/body-areas";
import { generateProgram } from "@/domain/program/generate-program";

export const dynamicParams = false;

export function generateStaticParams() {
  return BODY_AREAS.map((area) => ({ area }));
}

function areaOf(value: string): TBodyArea | undefined {
  return BODY_AREAS.find((a) => a === value);
}

type TProps = { params: Promise<{ area: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const area = areaOf((await params).area);
  if (!area) return {};
  const name = BODY_AREA_NAMES[area].toLowerCase();
  return withOpenGraph(`preview-program-${area.toLowerCase()}`, {
    title: `Sample exercise program: ${name}`,
    description: `What a Wristwise exercise program looks like for pain in the ${name}: holds, slow loading, stretches and how the dose adjusts.`,
  });
}

export default async function ProgramPreviewPage({ params }: TProps) {
  const area = areaOf((await params).area);
  if (!area) notFound();
  const program = generateProgram(sampleProgramInput(area));
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <p className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-sm text-ink">
        Preview with sample answers: pain in the {BODY_AREA_NAMES[area].toLowerCase()} at 4 out of
        10, a stiff wrist bend and a 7-hour desk day. Your own program is built from your
        assessment.
      </p>
      <header>
        <h1 className="text-title font-semibold text-ink">
          Sample program: {BODY_AREA_NAMES[area]}
        </h1>
        <p className="mt-2 text-ink-muted">
          Holds first, then slow loading with a light weight, stretches for stiff movements, and
          shoulder work for long desk days.
        </p>
      </header>
      <PainRules />
      <ProgramView groups={programCardsOf(program, "lbs", true)} unit="lbs" canTrack={false} />
      <div className="rounded-[var(--radius-card)] bg-brand p-6 text-white">
        <h2 className="text-lg font-semibold">Get the program built for your hands</h2>
        <p className="mt-1 text-white/90">The free assessment takes 10 to 15 minutes.</p>
        <Link
          href="/signup"
          className="mt-4 inline-flex h-11 items-center rounded-[var(--radius-control)] bg-white px-5 font-semibold text-brand-strong hover:bg-brand-soft"
        >
          Start your free assessment
        </Link>
      </div>
      <nav aria-label="Other sample programs">
        <h2 className="text-sm font-semibold text-ink">Other areas</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {BODY_AREAS.filter((a) => a !== area).map((a) => (
            <li key={a}>
              <Link
                href={`/preview/exercise-program/${a}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line-strong bg-surface px-4 text-sm text-ink hover:bg-brand-soft"
              >
                {BODY_AREA_NAMES[a]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
