"use client";

// Recharts drawings for /progress-statistics. Loaded on demand (lazy-charts.tsx), so Recharts stays
// off every page's first load. The numbers are also in a table under each chart; the drawing is
// one labelled image (role="img"), and lines differ by dash pattern and marker, not colour alone.
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatQuickDashScore } from "@/domain/assessment/quickdash";
import type { TProgressModel } from "@/domain/progress/progress-model";
import { shortDate } from "./format";

/** Brand, a warm amber and slate: each at least 4.5:1 on white (globals.css tokens). */
const COLORS = { brand: "#1d6660", amber: "#9a4d00", slate: "#4d5a60" } as const;
const AXIS = { fontSize: 12, fill: "#4d5a60" };

function Frame({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <div role="img" aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function VolumeChart({ model, label }: { model: TProgressModel; label: string }) {
  const data = model.volume.map((w) => ({ ...w, week: shortDate(w.weekStart) }));
  const unit = model.unit === "kg" ? "kg" : "lb";
  return (
    <Frame label={label}>
      <ComposedChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 0, left: -16, bottom: 0 }}
      >
        <CartesianGrid stroke="#dcdfd9" vertical={false} />
        <XAxis dataKey="week" tick={AXIS} />
        <YAxis yAxisId="sets" tick={AXIS} allowDecimals={false} />
        <YAxis yAxisId="load" orientation="right" tick={AXIS} allowDecimals={false} width={48} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Bar yAxisId="sets" dataKey="sets" name="Sets" fill={COLORS.brand} radius={[4, 4, 0, 0]} />
        <Line
          yAxisId="load"
          type="monotone"
          dataKey="loadVolume"
          name={`Load volume (${unit})`}
          stroke={COLORS.amber}
          strokeWidth={2}
          strokeDasharray="6 4"
        />
      </ComposedChart>
    </Frame>
  );
}

export function ProgressionChart({
  model,
  slug,
  label,
}: {
  model: TProgressModel;
  slug: string;
  label: string;
}) {
  const exercise = model.progression.find((p) => p.slug === slug);
  if (!exercise) return null;
  const data = exercise.sessions.map((s) => ({ ...s, date: shortDate(s.day) }));
  return (
    <Frame label={label}>
      <LineChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
      >
        <CartesianGrid stroke="#dcdfd9" vertical={false} />
        <XAxis dataKey="date" tick={AXIS} minTickGap={16} />
        <YAxis yAxisId="reps" tick={AXIS} allowDecimals={false} />
        {exercise.weighted ? (
          <YAxis
            yAxisId="weight"
            orientation="right"
            tick={AXIS}
            width={36}
            allowDecimals={false}
            domain={[0, "dataMax + 1"]}
          />
        ) : null}
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Line
          yAxisId="reps"
          type="monotone"
          dataKey="bestReps"
          name={exercise.weighted ? "Best set (reps)" : "Best set (reps or holds)"}
          stroke={COLORS.brand}
          strokeWidth={2}
        />
        {exercise.weighted ? (
          <Line
            yAxisId="weight"
            type="stepAfter"
            dataKey="weight"
            name={`Heaviest weight (${model.unit === "kg" ? "kg" : "lb"})`}
            stroke={COLORS.amber}
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={{ r: 3 }}
          />
        ) : null}
      </LineChart>
    </Frame>
  );
}

export function PainChart({ model, label }: { model: TProgressModel; label: string }) {
  const data = model.dailyPain.map((d) => ({ ...d, date: shortDate(d.day) }));
  const hasLoad = model.dailyPain.some((d) => d.morningPain !== null);
  return (
    <Frame label={label}>
      <LineChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
      >
        <CartesianGrid stroke="#dcdfd9" vertical={false} />
        <XAxis dataKey="date" tick={AXIS} minTickGap={16} />
        <YAxis domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={AXIS} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Line
          type="monotone"
          dataKey="exercisePain"
          name="During exercise"
          stroke={COLORS.brand}
          strokeWidth={2}
          connectNulls
        />
        {hasLoad ? (
          <Line
            type="monotone"
            dataKey="morningPain"
            name="Morning"
            stroke={COLORS.amber}
            strokeWidth={2}
            strokeDasharray="6 4"
            connectNulls
          />
        ) : null}
        {hasLoad ? (
          <Line
            type="monotone"
            dataKey="eveningPain"
            name="Evening"
            stroke={COLORS.slate}
            strokeWidth={2}
            strokeDasharray="2 3"
            connectNulls
          />
        ) : null}
      </LineChart>
    </Frame>
  );
}

/** A meaningful change (14 points or more) is a larger diamond; others a small circle. */
function QuickDashDot(props: {
  cx?: number;
  cy?: number;
  payload?: { meaningfulFromPrevious: boolean };
}) {
  const { cx, cy, payload } = props;
  if (cx === undefined || cy === undefined) return <g />;
  if (payload?.meaningfulFromPrevious)
    return (
      <path
        d={`M ${cx} ${cy - 8} L ${cx + 8} ${cy} L ${cx} ${cy + 8} L ${cx - 8} ${cy} Z`}
        fill={COLORS.amber}
        stroke="#fff"
        strokeWidth={1.5}
      />
    );
  return <circle cx={cx} cy={cy} r={4} fill={COLORS.brand} />;
}

export function QuickDashChart({ model, label }: { model: TProgressModel; label: string }) {
  const data = model.quickDash.map((q) => ({ ...q, date: shortDate(q.day) }));
  return (
    <Frame label={label}>
      <LineChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 12, right: 16, left: -16, bottom: 0 }}
      >
        <CartesianGrid stroke="#dcdfd9" vertical={false} />
        <XAxis dataKey="date" tick={AXIS} />
        <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={AXIS} />
        <Tooltip
          formatter={(value) => (typeof value === "number" ? formatQuickDashScore(value) : value)}
        />
        <Line
          type="linear"
          dataKey="score"
          name="QuickDASH score"
          stroke={COLORS.brand}
          strokeWidth={2}
          dot={<QuickDashDot />}
          activeDot={false}
        />
      </LineChart>
    </Frame>
  );
}
