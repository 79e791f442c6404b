// The Mini Analytics bar chart. Loaded on its own (dynamic import) when the section nears the
// viewport, so Recharts never weighs on the page's first load.
import { useSyncExternalStore } from "react";
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
import { formatCompactUsd, formatUsd } from "~/lib/format";

const AXIS_TEXT = { fill: "#334155", fontSize: 12 };
// Too narrow for five department names side by side: the bars turn horizontal.
const WIDE_QUERY = "(min-width: 640px)";

function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE_QUERY);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

export default function SpendChart({
  data,
  title,
  height,
}: {
  data: readonly SpendRow[];
  title: string;
  height: number;
}) {
  const wide = useWide();
  const departmentAxis = {
    dataKey: "name",
    type: "category",
    tick: AXIS_TEXT,
    tickLine: false,
    interval: 0,
  } as const;
  const spendAxis = {
    type: "number",
    tickFormatter: (value: number) => formatCompactUsd(value),
    tick: AXIS_TEXT,
    tickLine: false,
    axisLine: false,
  } as const;
  const departmentLabel = (
    <Label value="Department" position={wide ? "bottom" : "insideLeft"} {...labelProps(!wide)} />
  );
  const spendLabel = (
    <Label value="Spend (USD)" position={wide ? "insideLeft" : "bottom"} {...labelProps(wide)} />
  );

  return (
    <BarChart
      responsive
      layout={wide ? "horizontal" : "vertical"}
      data={[...data]}
      style={{ width: "100%", height }}
      margin={
        wide
          ? { top: 16, right: 16, bottom: 28, left: 24 }
          : { top: 8, right: 16, bottom: 28, left: 24 }
      }
      title={title}
      desc={data.map((row) => `${row.name} ${formatUsd(row.spend)}`).join(", ")}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={!wide} horizontal={wide} stroke="#e2e8f0" />
      {wide ? (
        <>
          <XAxis {...departmentAxis}>{departmentLabel}</XAxis>
          <YAxis {...spendAxis} width={48}>
            {spendLabel}
          </YAxis>
        </>
      ) : (
        <>
          <XAxis {...spendAxis}>{spendLabel}</XAxis>
          <YAxis {...departmentAxis} width={72}>
            {departmentLabel}
          </YAxis>
        </>
      )}
      <Tooltip cursor={{ fill: "#eef5ff" }} content={SpendTooltip} />
      <Bar
        dataKey="spend"
        name="Spend"
        fill="#1f57c7"
        radius={wide ? [4, 4, 0, 0] : [0, 4, 4, 0]}
        maxBarSize={64}
      />
    </BarChart>
  );
}

/** Axis title props: a vertical axis gets its title turned and pulled clear of the ticks. */
function labelProps(vertical: boolean) {
  return vertical
    ? { angle: -90, offset: -16, style: { textAnchor: "middle" as const }, ...AXIS_TEXT }
    : { offset: 8, ...AXIS_TEXT };
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
