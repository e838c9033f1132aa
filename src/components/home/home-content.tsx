"use client";

// The home page's words, drawn as a client component for the payload's sake only (issue #15): a
// server component's every element goes into the page's payload as well as its HTML, and these
// sections were about 24 KB of the home page's 95; as a client component the payload holds only
// the props below. It keeps no state. The product picture stays a server component (it is drawn
// from the app's own components and example data) and comes in as `picture`.
import Link from "next/link";
import type * as React from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import { MaskIcon, type TMaskIconName } from "@/components/ui/mask-icon";
import { FREE_TRIAL_DAYS } from "@/domain/billing/price-words";
import { cn } from "@/lib/cn";

/** The landing pages where a reader would look for them (issue #18). */
const START_POINTS = [
  {
    heading: "By where it hurts",
    links: [
      ["/wristpain", "Wrist pain from typing, lifting or using your hands"],
      ["/carpaltunnel", "Numbness, tingling and carpal tunnel symptoms"],
      ["/wristflexors", "Palm-side forearm and wrist pain from gripping"],
      ["/freeguides", "A free starter guide by email"],
    ],
  },
  {
    heading: "By what you do",
    links: [
      ["/partners/workplace", "Desk work, typing and the mouse"],
      ["/partners/musicians", "Playing an instrument"],
      ["/partners/climbers", "Climbing and hangboarding"],
      ["/partners/gamers", "Gaming: mouse, keyboard and controller"],
      ["/partners/physio", "Sent by your physiotherapist or hand therapist"],
    ],
  },
] as const;

const STEPS = [
  { title: "About you", text: "Your hands, your work and how the pain began." },
  {
    title: "Safety screen",
    text: "A few questions that spot when a clinician should see you first.",
  },
  {
    title: "QuickDASH",
    text: "A validated questionnaire on everyday tasks, to measure change over time.",
  },
  { title: "Where it hurts", text: "Tap the areas on a hand diagram and rate each one." },
  {
    title: "Nerve symptoms",
    text: "Numbness, tingling or burning: where, when and what sets it off.",
  },
  { title: "Mobility", text: "Gentle self-checks of how your wrist, fingers and thumb move." },
  { title: "Endurance", text: "Timed, light holds that set a safe starting load." },
  {
    title: "Nerve mobility",
    text: "Easy nerve-glide checks of how well your nerves tolerate movement.",
  },
];

const FEATURES: readonly { icon: TMaskIconName; title: string; text: string }[] = [
  {
    icon: "clipboard-list",
    title: "A program that fits your hands",
    text: "Exercises chosen for the areas that hurt, at a starting load your endurance results support, and progressed only when your body says it is ready.",
  },
  {
    icon: "activity",
    title: "Logging in two taps",
    text: "Record reps, weight and pain as you go. You'll see how each session went and what the next one looks like.",
  },
  {
    icon: "chart-line",
    title: "Progress you can see",
    text: "Track pain, daily hand load and your QuickDASH score over weeks, and notice what helps and what doesn't.",
  },
  {
    icon: "book-open",
    title: "Pain explained plainly",
    text: "Short, evidence-informed reads on flare-ups, imaging, medication and why exercise can help sensitive tendons and nerves.",
  },
];

const previewsOf = (sampleArea: string) => [
  { href: "/preview/dashboard", label: "The sample dashboard" },
  { href: `/preview/exercise-program/${sampleArea}`, label: "A sample exercise program" },
  { href: "/preview/load-tracking", label: "Sample load tracking" },
  { href: "/preview/progress-statistics", label: "Sample progress statistics" },
];

const FOR_WHOM = [
  "Wrist, hand, thumb or forearm pain that builds up with typing, mouse work, gaming, tools, music or sport.",
  "Repetitive strain that has lasted weeks or months, and flares when you do more.",
  "Tingling or stiffness that comes and goes with how much you use your hands.",
  "Anyone who wants a steady, structured plan to follow at home, alongside care or while waiting for it.",
];

const SEE_SOMEONE_FIRST = [
  "A fall or injury with severe pain, swelling or a change in shape, or a thumb-side wrist that stays sore after a fall even if it looks normal: it may be a fracture.",
  "A hot, red, swollen joint, with or without a fever: get medical help the same day.",
  "Numbness or weakness that is spreading or getting worse.",
];

const linkRow =
  "inline-flex min-h-11 items-center gap-1.5 font-medium text-brand underline-offset-2 hover:underline";

/** The home page below its redirect: every section, with the product picture drawn on the server. */
export function HomeContent({
  picture,
  exerciseCount,
  sampleArea,
}: {
  picture: React.ReactNode;
  exerciseCount: number;
  sampleArea: string;
}) {
  return (
    <>
      <section className="bg-surface">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-20">
          <div>
            <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-strong">
              <MaskIcon name="heart-pulse" className="size-4" />
              For wrist and hand pain and repetitive strain
            </p>
            <h1 className="text-3xl font-semibold leading-tight tracking-tight text-ink sm:text-display">
              Calmer hands, one careful step at a time
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-muted">
              Wristwise starts with a thoughtful self-assessment, then builds an exercise program
              around what you tell it, and adjusts as you go. No guesswork, no pushing through pain.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link href="/signup" className={cn(buttonVariants({ size: "lg" }))}>
                Start your free assessment
              </Link>
              <Link
                href="/login"
                className={cn(buttonVariants({ variant: "secondary", size: "lg" }))}
              >
                I already have an account
              </Link>
            </div>
            <p className="mt-4 text-sm text-ink-muted">
              The assessment takes 10 to 15 minutes and you can pause at any step.
            </p>
          </div>
          <Card className="bg-brand-soft/60">
            <h2 className="text-lg font-semibold text-ink">What Wristwise is built around</h2>
            <ul className="mt-4 space-y-3 text-ink">
              <li className="flex gap-3">
                <MaskIcon name="shield-check" className="mt-1 size-5 text-brand" />
                Knowing it is safe to move, and when to get checked instead.
              </li>
              <li className="flex gap-3">
                <MaskIcon name="shield-check" className="mt-1 size-5 text-brand" />
                Exercises that match where it actually hurts.
              </li>
              <li className="flex gap-3">
                <MaskIcon name="shield-check" className="mt-1 size-5 text-brand" />A clear sign of
                whether they are getting better.
              </li>
            </ul>
          </Card>
        </div>
      </section>

      <section aria-labelledby="inside" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
        <h2 id="inside" className="text-title font-semibold text-ink">
          A look inside, before you sign up
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">
          These are the app's own screens, filled with example figures for a sample person in their
          second week. Yours are built from your assessment and what you log.
        </p>
        <div className="mt-8">{picture}</div>
        <nav aria-label="Sample pages" className="mt-6">
          <ul className="flex flex-col gap-x-6 sm:flex-row sm:flex-wrap">
            {previewsOf(sampleArea).map((p) => (
              <li key={p.href}>
                <Link href={p.href} className={linkRow}>
                  {p.label}
                  <MaskIcon name="arrow-right" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>

      <section aria-labelledby="how" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="how" className="text-title font-semibold text-ink">
          How the assessment works
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">
          Eight short steps, in the order a careful clinician would ask. Nothing here is a
          diagnosis: it shapes your exercises and tells you when to see someone in person.
        </p>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
            >
              <span className="text-sm font-semibold text-brand">Step {index + 1}</span>
              <h3 className="mt-1 font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="features" className="bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="features" className="text-title font-semibold text-ink">
            What you get afterwards
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {FEATURES.map(({ icon, title, text }) => (
              <div key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                  <MaskIcon name={icon} className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{title}</h3>
                  <p className="mt-1 text-ink-muted">{text}</p>
                </div>
              </div>
            ))}
          </div>
          <p className="mt-8">
            <Link href="/exercises" className={linkRow}>
              Browse all {exerciseCount} exercises in the library, with steps, dose and when to stop
              <MaskIcon name="arrow-right" className="size-4" />
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="for-whom" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="for-whom" className="text-title font-semibold text-ink">
          Who it is for
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="font-semibold text-ink">Made for</h3>
            <ul className="mt-3 space-y-3 text-ink">
              {FOR_WHOM.map((line) => (
                <li key={line} className="flex gap-3">
                  <MaskIcon name="check" className="mt-1 size-5 text-brand" />
                  {line}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-[var(--radius-card)] border border-line bg-surface p-5">
            <h3 className="flex items-center gap-2 font-semibold text-ink">
              <MaskIcon name="stethoscope" className="size-5 text-brand" />
              See a clinician first if you have
            </h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
              {SEE_SOMEONE_FIRST.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-ink-muted">
              The assessment asks about these too, and tells you plainly when to get checked before
              you start.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="start-points" className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
        <h2 id="start-points" className="text-title font-semibold text-ink">
          Find your starting point
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {START_POINTS.map((group) => (
            <nav key={group.heading} aria-label={group.heading}>
              <h3 className="font-semibold text-ink">{group.heading}</h3>
              <ul className="mt-2">
                {group.links.map(([href, label]) => (
                  <li key={href}>
                    <Link
                      href={href}
                      prefetch={false}
                      className="inline-flex min-h-11 items-center gap-2 text-brand underline-offset-2 hover:underline"
                    >
                      <MaskIcon name="arrow-right" className="size-4" />
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </section>

      <section aria-labelledby="about-content" className="bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="about-content" className="text-title font-semibold text-ink">
            About the content
          </h2>
          <div className="mt-4 max-w-3xl space-y-4 text-ink">
            <p>
              The exercises, the program rules and the education pages were written by the Wristwise
              team, for education. The program is based on published research on loading painful
              tendons and on pain science: graded loading, which starts light and steps up only as
              symptoms allow, and pain monitoring, which sets how much discomfort during and after
              exercise is acceptable and when to ease off. It was reviewed against clinical
              guidelines for exercise in hand and wrist pain.
            </p>
            <p>
              The QuickDASH questionnaire in the assessment is a published, validated measure of how
              arm, shoulder and hand trouble affects daily tasks, used with its copyright notice.
            </p>
            <p>
              Wristwise is not a substitute for a clinician. It does not diagnose, and it cannot
              examine you. If your pain is severe, keeps getting worse, or comes with new numbness
              or weakness, please see a doctor or physiotherapist.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="plans" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
        <div className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-brand-soft p-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="plans" className="text-xl font-semibold text-ink">
              Start free, add Pro if it helps
            </h2>
            <p className="mt-1 text-ink">
              The assessment, your results and your program's basic exercises (stretches, holds and
              nerve glides) are free. Pro adds logging each set, daily load tracking and progress
              charts, with a <span className="whitespace-nowrap">{FREE_TRIAL_DAYS}-day</span> free
              trial.
            </p>
          </div>
          <Link
            href="/pricing"
            className={cn(buttonVariants({ variant: "secondary" }), "shrink-0")}
          >
            See plans and prices
          </Link>
        </div>
      </section>

      <section aria-labelledby="safety" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <Card className="bg-calm">
          <h2 id="safety" className="text-lg font-semibold text-ink">
            Your safety comes first
          </h2>
          <p className="mt-2 max-w-3xl text-ink">
            Exercise helps most wrist and hand pain, but not all of it. Our screening questions look
            for signs that need a clinician, such as a suspected fracture, a hot, red and swollen
            joint, or numbness that keeps getting worse, and tell you plainly when to get checked
            before you start. Your answers stay private: we never sell your data, and you can export
            or delete it at any time.
          </p>
          <Link href="/signup" className={cn(buttonVariants(), "mt-6")}>
            Create your free account
          </Link>
        </Card>
      </section>
    </>
  );
}
