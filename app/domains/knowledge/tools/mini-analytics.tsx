import { Component, lazy, Suspense, useRef, type ReactNode } from "react";
import { ColumnHeads } from "~/components/shared/column-heads";
import type { SpendRow } from "~/data/types";
import { formatUsd } from "~/lib/format";
import { useNearViewport } from "./use-near-viewport";

const SpendChart = lazy(() => import("./spend-chart"));

const CHART_HEIGHT = 320;
const CHART_TITLE = "Spend by department";

export function MiniAnalytics({ data }: { data: readonly SpendRow[] }) {
  const chartArea = useRef<HTMLDivElement>(null);
  const near = useNearViewport(chartArea);
  const total = data.reduce((sum, row) => sum + row.spend, 0);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <figure className="min-w-0">
        <figcaption className="mb-3 text-sm text-slate-600">
          {CHART_TITLE} (USD). Hover over or focus the chart and use the arrow keys to read each
          value.
        </figcaption>
        {/* The height is reserved before the chart loads so nothing below it moves. */}
        <div
          ref={chartArea}
          data-testid="spend-chart"
          className="rounded-xl border border-slate-200 bg-white p-2"
          style={{ height: CHART_HEIGHT + 16 }}
        >
          {near ? (
            <ChartErrorBoundary fallback={<ChartUnavailable />}>
              <Suspense fallback={<ChartSkeleton />}>
                <SpendChart data={data} title={CHART_TITLE} height={CHART_HEIGHT} />
              </Suspense>
            </ChartErrorBoundary>
          ) : (
            <ChartSkeleton />
          )}
        </div>
      </figure>

      <table className="w-full self-start text-sm">
        <caption className="mb-3 text-left text-sm text-slate-600">
          {CHART_TITLE}, sample data
        </caption>
        <thead>
          <ColumnHeads
            columns={[{ label: "Department" }, { label: "Spend", className: "text-right" }]}
            className="border-b border-slate-300 text-left text-slate-700"
            cellClassName="py-2 font-semibold"
          />
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.name} className="border-b border-slate-200">
              <th scope="row" className="py-2 text-left font-medium text-slate-900">
                {row.name}
              </th>
              <td className="py-2 text-right font-mono text-slate-800 tabular-nums">
                {formatUsd(row.spend)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="text-slate-900">
            <th scope="row" className="py-2 text-left font-semibold">
              Total
            </th>
            <td className="py-2 text-right font-mono font-semibold tabular-nums">
              {formatUsd(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function ChartSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full items-end justify-around gap-4 px-12 pt-6 pb-12 motion-safe:animate-pulse"
    >
      {[90, 68, 45, 62, 42].map((height, index) => (
        <div key={index} className="w-12 rounded-t bg-slate-100" style={{ height: `${height}%` }} />
      ))}
    </div>
  );
}

function ChartUnavailable() {
  return (
    <p className="flex h-full items-center justify-center px-6 text-center text-sm text-slate-600">
      The chart could not be loaded. The same figures are in the table.
    </p>
  );
}

class ChartErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
