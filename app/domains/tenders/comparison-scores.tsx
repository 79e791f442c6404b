import { Link } from "react-router";
import type { ReactNode } from "react";
import type { Comparison, ComparisonColumn } from "./comparison";
import { SCORE_MAX } from "./evaluation";

// The comparison's scores (issue 41, decision 320): a row per criterion, the weighted total and
// the rank under the bids' totals; the panel's progress above the table; and who scored what,
// once the whole panel has submitted.

const one = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/** The rows under the totals: each criterion's points, the weighted total, the rank. */
export function ScoreRows({
  comparison,
  row,
}: {
  comparison: Comparison;
  row: (label: ReactNode, cell: (c: ComparisonColumn) => ReactNode, strong?: boolean) => ReactNode;
}) {
  if (!comparison.scored) return null;
  const { blind } = comparison.panel;
  return (
    <>
      {comparison.criteria.map((k, i) => (
        <tr key={`criterion-${i}`} className="border-t border-slate-100">
          {row(
            <>
              {k.name}
              <span className="block text-xs text-slate-600">
                {k.method === "price" ? "Price formula" : "Panel's average"}, weight {k.weight}
              </span>
            </>,
            (c) => {
              const part = c.parts[i];
              if (!part || part.points === null)
                return (
                  <span className="text-slate-600">
                    {blind ? "After your scores" : "Awaiting scores"}
                  </span>
                );
              return (
                <>
                  {one(part.points)} of {k.weight}
                  {part.average !== null ? (
                    <span className="block text-xs text-slate-600">
                      {one(part.average)} of {SCORE_MAX} on average
                    </span>
                  ) : null}
                </>
              );
            },
          )}
        </tr>
      ))}
      <tr className="border-t border-slate-200">
        {row(
          "Weighted total",
          (c) => (c.score === null ? "-" : `${c.score.toFixed(2)} of 100`),
          true,
        )}
      </tr>
      <tr>{row("Rank", (c) => (c.rank === null ? "-" : `${c.rank}`), true)}</tr>
    </>
  );
}

/** Where the panel stands: how many have submitted, and whether the viewer must score first. */
export function PanelProgress({ id, comparison }: { id: string; comparison: Comparison }) {
  const { panel } = comparison;
  if (!comparison.criteria.some((k) => k.method === "scored")) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      {panel.blind ? (
        <p>
          Scoring is blind: the panel&apos;s scores, the weighted totals and the ranking show here
          once you have submitted your own.{" "}
          <Link
            to={`/projects/${id}/evaluate`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Evaluate bids
          </Link>
        </p>
      ) : panel.complete ? (
        <p>
          {panel.size === 1
            ? "The evaluator has"
            : panel.size === 2
              ? "Both evaluators have"
              : `All ${panel.size} evaluators have`}{" "}
          submitted: the ranking is final.
        </p>
      ) : (
        <p>
          {panel.submitted} of {panel.size} evaluators have submitted. The averages count their
          scores only; the ranking is final once everyone has submitted.{" "}
          <Link
            to={`/projects/${id}/evaluate`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Your evaluation
          </Link>
        </p>
      )}
    </div>
  );
}

/** Who scored what: each evaluator's scores and comments, once all have submitted. */
export function WhoScoredWhat({ comparison }: { comparison: Comparison }) {
  const evaluators = comparison.byEvaluator;
  if (!evaluators) return null;
  const scored = comparison.criteria
    .map((k, index) => ({ ...k, index }))
    .filter((k) => k.method === "scored");
  return (
    <section aria-labelledby="who-scored-heading" className="flex flex-col gap-3">
      <h2 id="who-scored-heading" className="text-lg font-semibold text-slate-900">
        Who scored what
      </h2>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                Evaluator
              </th>
              <th scope="col" className="p-3 font-semibold">
                Bid
              </th>
              {scored.map((k) => (
                <th key={k.index} scope="col" className="min-w-40 p-3 font-semibold">
                  {k.name} <span className="whitespace-nowrap">(0-{SCORE_MAX})</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {evaluators.flatMap((e, ei) =>
              comparison.columns.map((c) => (
                <tr key={`${ei}-${c.bidId}`} className="border-t border-slate-100 align-top">
                  <th scope="row" className="p-3 font-medium text-slate-900">
                    {e.name}
                  </th>
                  <td className="p-3 text-slate-700">{c.vendorName}</td>
                  {scored.map((k) => {
                    const s = e.scores.find((x) => x.bidId === c.bidId && x.criterion === k.index);
                    return (
                      <td key={k.index} className="p-3">
                        <span className="font-semibold tabular-nums">{s?.score ?? "-"}</span>
                        {s?.comment ? (
                          <span className="block text-xs whitespace-pre-line text-slate-600">
                            {s.comment}
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
