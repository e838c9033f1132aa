"use client";

// The load-against-pain drawing for /load-tracking, loaded on demand (lazy-load-chart.tsx) so
// Recharts stays off every page's first load. The numbers are in the table under it; the drawing
// is one labelled image, and the two pain lines differ by dash and marker, not colour alone.
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { TLoadChartDay } from "./load-table";

/** Brand, a lighter brand tint, slate and amber: each bar or line at least 3:1 on white. */
const COLORS = { keyboard: "#1d6660", gaming: "#5a9a93", other: "#75827d", evening: "#9a4d00" };
const AXIS = { fontSize: 12, fill: "#4d5a60" };

export function LoadChart({ days, label }: { days: readonly TLoadChartDay[]; label: string }) {
  return (
    <div role="img" aria-label={label} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={[...days]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 0, left: -18, bottom: 0 }}
        >
          <CartesianGrid stroke="#dcdfd9" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} minTickGap={12} />
          <YAxis yAxisId="hours" tick={AXIS} allowDecimals={false} domain={[0, "auto"]} />
          <YAxis
            yAxisId="pain"
            orientation="right"
            tick={AXIS}
            domain={[0, 10]}
            ticks={[0, 2, 4, 6, 8, 10]}
            width={28}
          />
          <Tooltip />
          <Legend
            wrapperStyle={{ fontSize: 13 }}
            formatter={(value) => <span style={{ color: "#1c2629" }}>{value}</span>}
          />
          <Bar
            yAxisId="hours"
            dataKey="keyboardHours"
            name="Keyboard h"
            stackId="h"
            fill={COLORS.keyboard}
          />
          <Bar
            yAxisId="hours"
            dataKey="gamingHours"
            name="Gaming h"
            stackId="h"
            fill={COLORS.gaming}
          />
          <Bar
            yAxisId="hours"
            dataKey="otherHandHours"
            name="Other hand-heavy h"
            stackId="h"
            fill={COLORS.other}
            radius={[3, 3, 0, 0]}
          />
          <Line
            yAxisId="pain"
            dataKey="morningPain"
            name="Morning pain"
            stroke="#1c2629"
            strokeDasharray="5 4"
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
          />
          <Line
            yAxisId="pain"
            dataKey="eveningPain"
            name="Evening pain"
            stroke={COLORS.evening}
            strokeWidth={2.5}
            dot={{ r: 4, strokeWidth: 2, fill: "#fff" }}
            connectNulls
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
