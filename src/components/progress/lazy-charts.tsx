"use client";

import dynamic from "next/dynamic";

// Recharts is loaded only when a chart is on screen, after the page itself: public preview
// pages keep their small first load (DESIGN.md), and every chart's numbers are in its table.
const placeholder = () => <div className="h-64 w-full rounded-[var(--radius-control)] bg-canvas" />;

export const VolumeChart = dynamic(() => import("./progress-charts").then((m) => m.VolumeChart), {
  ssr: false,
  loading: placeholder,
});
export const ProgressionChart = dynamic(
  () => import("./progress-charts").then((m) => m.ProgressionChart),
  { ssr: false, loading: placeholder },
);
export const PainChart = dynamic(() => import("./progress-charts").then((m) => m.PainChart), {
  ssr: false,
  loading: placeholder,
});
export const QuickDashChart = dynamic(
  () => import("./progress-charts").then((m) => m.QuickDashChart),
  { ssr: false, loading: placeholder },
);
