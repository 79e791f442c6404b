// The Mini Analytics bar chart. Loaded on its own (dynamic import) when the section nears the
// viewport, so Recharts never weighs on the page's first load.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Label,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";
import type { SpendRow } from "~/data/types";
import { useMediaQuery } from "~/hooks/use-media-query";
import { formatCompactUsd, formatUsd } from "~/lib/format";

const AXIS_TEXT = { fill: "#334155", fontSize: 12 };
// Below this width five department names do not fit side by side: they are slanted instead.
// (Bars stay vertical at every size so the arrow keys move through them the same way.)
const WIDE_QUERY = "(min-width: 640px)";

export default function SpendChart({
  data,
  title,
  height,
}: {
  data: readonly SpendRow[];
  title: string;
  height: number;
}) {
  const wide = useMediaQuery(WIDE_QUERY, true);
  return (
    <BarChart
      responsive
      data={[...data]}
      style={{ width: "100%", height }}
      margin={{ top: 16, right: 16, bottom: 28, left: wide ? 24 : 20 }}
      title={title}
      desc={data.map((row) => `${row.name} ${formatUsd(row.spend)}`).join(", ")}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
      <XAxis
        dataKey="name"
        tick={wide ? AXIS_TEXT : { ...AXIS_TEXT, angle: -35, textAnchor: "end" }}
        tickLine={false}
        interval={0}
        height={wide ? 30 : 64}
      >
        <Label value="Department" position="bottom" offset={8} {...AXIS_TEXT} />
      </XAxis>
      <YAxis
        tickFormatter={(value: number) => formatCompactUsd(value)}
        tick={AXIS_TEXT}
        tickLine={false}
        axisLine={false}
        width={44}
      >
        <Label
          value="Spend (USD)"
          angle={-90}
          position="insideLeft"
          offset={wide ? -12 : -10}
          style={{ textAnchor: "middle" }}
          {...AXIS_TEXT}
        />
      </YAxis>
      <Tooltip cursor={{ fill: "#eef5ff" }} content={SpendTooltip} />
      <Bar dataKey="spend" name="Spend" fill="#1f57c7" radius={[4, 4, 0, 0]} maxBarSize={64} />
    </BarChart>
  );
}

function SpendTooltip({ active, payload, label }: TooltipContentProps) {
  const value = payload?.[0]?.value;
  if (!active || typeof value !== "number") return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm shadow-md">
      <p className="font-semibold text-slate-900">{label}</p>
      <p className="font-mono text-slate-700 tabular-nums">{formatUsd(value)}</p>
    </div>
  );
}
