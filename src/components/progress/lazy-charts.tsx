"use client";

import { type ComponentProps, lazy } from "react";
import { ClientOnly } from "@/components/ui/client-only";

// Recharts is loaded only when a chart is on screen, after the page itself: public preview
// pages keep their small first load (DESIGN.md), and every chart's numbers are in its table.
const placeholder = <div className="h-64 w-full rounded-[var(--radius-control)] bg-canvas" />;

const Volume = lazy(() => import("./progress-charts").then((m) => ({ default: m.VolumeChart })));
const Progression = lazy(() =>
  import("./progress-charts").then((m) => ({ default: m.ProgressionChart })),
);
const Pain = lazy(() => import("./progress-charts").then((m) => ({ default: m.PainChart })));
const QuickDash = lazy(() =>
  import("./progress-charts").then((m) => ({ default: m.QuickDashChart })),
);

export function VolumeChart(props: ComponentProps<typeof Volume>) {
  return (
    <ClientOnly fallback={placeholder}>
      <Volume {...props} />
    </ClientOnly>
  );
}
export function ProgressionChart(props: ComponentProps<typeof Progression>) {
  return (
    <ClientOnly fallback={placeholder}>
      <Progression {...props} />
    </ClientOnly>
  );
}
export function PainChart(props: ComponentProps<typeof Pain>) {
  return (
    <ClientOnly fallback={placeholder}>
      <Pain {...props} />
    </ClientOnly>
  );
}
export function QuickDashChart(props: ComponentProps<typeof QuickDash>) {
  return (
    <ClientOnly fallback={placeholder}>
      <QuickDash {...props} />
    </ClientOnly>
  );
}
