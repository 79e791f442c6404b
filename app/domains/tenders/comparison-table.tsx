import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { Pager, pageHref } from "~/components/shared/pager";
import { TableHead } from "~/components/shared/column-heads";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatMoneyCents, groupThousands, type MoneyStyle } from "~/lib/format";
import { cn } from "~/lib/utils";
import type { ComparisonPage } from "./comparison.server";
import { PanelProgress, ScoreRows, WhoScoredWhat } from "./comparison-scores";
import { SCORE_MAX } from "./evaluation";
import type { PageWindow } from "./comparison-paging";

// The buyer's side-by-side comparison (/projects/{id}/bids): suppliers as columns, line items as
// rows, the lowest unit price of each row marked, then totals, delivery, validity, rating and
// the weighted score; under it, the award (one bid, or none with a reason).

type Open = Extract<ComparisonPage, { sealed: false }>;

/** Hundredths of the tender's currency, in the viewer's locale; "-" for none. */
const moneyIn = (style: MoneyStyle) => (cents: number | null) =>
  cents === null ? "-" : formatMoneyCents(cents, style);

export function SealedBids({ page }: { page: Extract<ComparisonPage, { sealed: true }> }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-slate-900">The bids are sealed</h2>
      <p className="mt-2 text-slate-700">
        {page.count === 1 ? "1 bid has" : `${page.count} bids have`} been placed. They open at the
        deadline, <time dateTime={page.bidDeadline}>{page.bidDeadlineText}</time>, and not before,
        for anyone.
      </p>
      <Link
        to={`/projects/${page.id}`}
        className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline"
      >
        Back to the tender
      </Link>
    </div>
  );
}

/** Which bids the page shows, of how many: "Showing 51-100 of 200 bids". */
function Showing({ window, of = "" }: { window: PageWindow; of?: string }) {
  // One page holds them all: nothing to say beyond the table itself.
  if (window.count === 0 || (window.from === 1 && window.to === window.count)) return null;
  return (
    <p className="text-sm text-slate-700">
      {window.from > window.count
        ? `No bids${of} on this page (${window.count === 1 ? "1 bid" : `${window.count} bids`} in all).`
        : `Showing ${window.from}-${window.to} of ${window.count} bids${of}`}
    </p>
  );
}

export function ComparisonView({ page }: { page: Open }) {
  const { comparison, id } = page;
  const { columns } = comparison;
  const location = useLocation();
  const pager = (
    <Pager
      page={page.window.page}
      pages={page.window.pages}
      hrefOf={(n) => pageHref(location.pathname, location.search, n)}
      label="Pages of bids"
    />
  );
  if (columns.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        <p className="text-slate-700">No bids were placed on this tender.</p>
        {page.award === null ? <AwardForm page={page} /> : null}
      </div>
    );
  }
  const sortLink = (sort: "total" | "score", label: string) =>
    page.sort === sort ? (
      <span aria-current="true" className="font-semibold text-slate-900">
        {label}
      </span>
    ) : (
      <Link to={`?sort=${sort}`} className="font-semibold text-brand-700 hover:underline">
        {label}
      </Link>
    );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-slate-700">
          Sort by {sortLink("total", "total price")}
          {comparison.scored && !comparison.panel.blind ? (
            <> or {sortLink("score", "ranking")}</>
          ) : null}
        </p>
        <p className="flex gap-3">
          <a
            href={`/projects/${id}/bids.xlsx`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Download XLSX
          </a>
          <a
            href={`/projects/${id}/bids.csv`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Download CSV
          </a>
        </p>
      </div>
      <PanelProgress id={id} comparison={comparison} />
      {page.lots.length > 0 ? null : <Showing window={page.window} />}
      {page.lots.length > 0 ? (
        page.lots.map((lot) => (
          <section key={lot.number} aria-labelledby={`lot-${lot.number}-heading`}>
            <h2 id={`lot-${lot.number}-heading`} className="text-lg font-semibold text-slate-900">
              Lot {lot.number}: {lot.title}
            </h2>
            <Showing window={lot.window} of=" on this lot" />
            {lot.comparison.columns.length > 0 ? (
              <BidsTable id={id} comparison={lot.comparison} money={moneyIn(page.money)} />
            ) : lot.window.count === 0 ? (
              <p className="text-sm text-slate-700">No bids were placed on this lot.</p>
            ) : null}
            <LotAward page={page} lot={lot} />
          </section>
        ))
      ) : (
        <BidsTable id={id} comparison={comparison} money={moneyIn(page.money)} />
      )}
      {pager}
      {page.criteria.length > 0 ? (
        <p className="text-sm text-slate-600">
          Weighted total out of 100: {page.criteria.map((c) => `${c.name} ${c.weight}`).join(", ")}.
          Price scores the lowest total best (the lowest over each bid&apos;s total, times its
          weight); the other criteria score the panel&apos;s average out of {SCORE_MAX}, times their
          weight.
        </p>
      ) : null}
      <WhoScoredWhat comparison={comparison} />
      <section aria-labelledby="messages-heading">
        <h2 id="messages-heading" className="text-lg font-semibold text-slate-900">
          Messages from the bidders
        </h2>
        <dl className="mt-2 flex flex-col gap-3 text-sm">
          {columns.map((c) => (
            <div key={c.bidId}>
              <dt className="font-medium text-slate-900">{c.vendorName}</dt>
              <dd className="whitespace-pre-line text-slate-700">{c.message || "No message."}</dd>
            </div>
          ))}
        </dl>
      </section>
      {page.lots.length > 0 ? null : page.phase === "standstill" ? (
        <p className="text-sm text-slate-700">
          Your intended award waits out its standstill: see the tender&apos;s page.
        </p>
      ) : page.award === null && page.phase === "evaluation" ? (
        <AwardForm page={page} />
      ) : (
        <p className="text-sm text-slate-700">
          The outcome is recorded
          {page.award?.bidId
            ? `: awarded to ${page.award.name ?? "a bidder"}.`
            : page.award
              ? `: no award. ${page.award.reason ?? ""}`
              : "."}
        </p>
      )}
    </div>
  );
}

/** A lot's award (decision 450): its choice while it has none, else what was chosen. */
function LotAward({ page, lot }: { page: Open; lot: Open["lots"][number] }) {
  const { award } = lot;
  if (!award)
    return page.phase === "evaluation" ? (
      <AwardForm page={page} columns={lot.comparison.columns} lot={lot.number} />
    ) : null;
  const winner = award.name;
  return (
    <p className="mt-3 text-sm text-slate-700">
      {award.bidId
        ? `${award.until ? "Intended award" : "Awarded"} to ${winner ?? "a bidder"}${award.until ? ": it waits out its standstill, see the tender's page." : "."}`
        : `No award of this lot. ${award.reason ?? ""}`}
    </p>
  );
}

/** The choice of the award; the next page reviews it before anything is recorded. */
function AwardForm({
  page,
  columns = page.comparison.columns,
  lot = null,
}: {
  page: Open;
  columns?: Open["comparison"]["columns"];
  lot?: number | null;
}) {
  const money = moneyIn(page.money);
  return (
    <Form
      method="get"
      action={`/projects/${page.id}/bids/award`}
      id={lot ? `award-lot-${lot}` : "award"}
      className="mt-3 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        {lot ? `Award of lot ${lot}` : "Award"}
      </h2>
      {lot ? <input type="hidden" name="lot" value={lot} /> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-900">Choose the outcome</legend>
        {columns.map((c, i) => (
          <label key={c.bidId} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" name="bid" value={c.bidId} required defaultChecked={i === 0} />
            Award to {c.vendorName} ({money(c.total)})
          </label>
        ))}
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="radio" name="bid" value="none" required />
          No award
        </label>
      </fieldset>
      <p className="text-sm text-slate-600">
        You review your choice, the standstill and your reason on the next page before the bidders
        are told.
      </p>
      <Button type="submit" className="self-start">
        {lot ? `Review the award of lot ${lot}` : "Review the award"}
      </Button>
    </Form>
  );
}

/** A row under the totals: one fact about each bid. */
function SummaryRow<C extends { bidId: string }>({
  label,
  columns,
  cell,
  cellClassName,
}: {
  label: string;
  columns: readonly C[];
  cell: (column: C) => ReactNode;
  cellClassName?: string;
}) {
  return (
    <tr>
      <th scope="row" className="p-3 font-normal">
        {label}
      </th>
      {columns.map((c) => (
        <td key={c.bidId} className={cn("p-3 text-right", cellClassName)}>
          {cell(c)}
        </td>
      ))}
    </tr>
  );
}

/** The bids side by side: suppliers in columns, line items in rows, the lowest price marked. */
function BidsTable({
  id,
  comparison,
  money,
}: {
  id: string;
  comparison: Open["comparison"];
  money: (cents: number | null) => string;
}) {
  const { columns, rows } = comparison;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Bids side by side: suppliers in columns, line items in rows
        </caption>
        <TableHead
          variant="card"
          columns={[
            "Line item",
            ...columns.map((c) => ({
              label: (
                <>
                  <Link to={`/vendors/${c.vendorSlug}`} className="hover:underline">
                    {c.vendorName}
                  </Link>
                  {c.reconfirmed ? null : (
                    <Badge variant="warning" className="mt-1 ml-auto flex w-fit">
                      Not reconfirmed
                    </Badge>
                  )}
                </>
              ),
              className: "text-right",
            })),
          ]}
        />
        <tbody>
          {rows.map((r) => (
            <tr key={r.itemId} className="border-t border-slate-100">
              <th scope="row" className="p-3 font-medium text-slate-900">
                {r.item}
                <span className="block text-xs font-normal text-slate-600">
                  {groupThousands(r.quantity)} {r.unit}
                </span>
              </th>
              {r.cells.map((cell) => (
                <td
                  key={cell.bidId}
                  className={`p-3 text-right tabular-nums ${cell.lowest ? "bg-emerald-50" : ""}`}
                >
                  {money(cell.lineTotal)}
                  <span className="block text-xs text-slate-600">{money(cell.unitPrice)} each</span>
                  {cell.lowest ? (
                    <Badge variant="accent" className="mt-1">
                      Lowest
                    </Badge>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200">
          <tr>
            <th scope="row" className="p-3">
              Total
            </th>
            {columns.map((c) => (
              <td key={c.bidId} className="p-3 text-right font-semibold tabular-nums">
                {money(c.total)}
                {c.lowestTotal && comparison.count > 1 ? (
                  <Badge variant="accent" className="ml-2">
                    Lowest
                  </Badge>
                ) : null}
              </td>
            ))}
          </tr>
          <SummaryRow label="Delivery" columns={columns} cell={(c) => `${c.deliveryDays} days`} />
          <SummaryRow label="Valid until" columns={columns} cell={(c) => c.validUntil} />
          <SummaryRow
            label="Rating"
            columns={columns}
            cell={(c) =>
              `${c.rating === null ? "No reviews yet" : `${c.rating.toFixed(1)} of 5`} (${
                c.reviewCount === 1 ? "1 review" : `${c.reviewCount} reviews`
              })`
            }
          />
          <ScoreRows
            comparison={comparison}
            row={(label, cell, strong) => (
              <>
                <th scope="row" className={cn("p-3", strong ? "font-semibold" : "font-normal")}>
                  {label}
                </th>
                {columns.map((c) => (
                  <td
                    key={c.bidId}
                    className={cn("p-3 text-right tabular-nums", strong && "font-semibold")}
                  >
                    {cell(c)}
                  </td>
                ))}
              </>
            )}
          />
          <SummaryRow
            label="Documents"
            columns={columns}
            cell={(c) =>
              c.documents.length === 0
                ? "None"
                : c.documents.map((d) => (
                    <a
                      key={d.id}
                      href={`/projects/${id}/bids/${c.bidId}/documents/${d.id}`}
                      className="block text-brand-700 hover:underline"
                    >
                      {d.name}
                    </a>
                  ))
            }
          />
        </tfoot>
      </table>
    </div>
  );
}
