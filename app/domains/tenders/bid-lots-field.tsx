import type { BidPageData } from "./bid.server";

// The lots a supplier bids on (decision 390): a box per lot, the tender's limit said; the prices
// of the items of the lots not chosen are not needed (and not kept).

export function BidLotsFieldset({
  lots,
  max,
  chosen,
  error,
}: {
  lots: BidPageData["lots"];
  max: number | null;
  chosen: string[];
  error?: string;
}) {
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4"
      aria-describedby={error ? "bid-lots-error" : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">Lots you bid on</legend>
      <p className="text-sm text-slate-600">
        Price the items of the lots you choose; the other lots&apos; prices are left out.
        {max !== null
          ? ` You may bid on at most ${max} ${max === 1 ? "lot" : "lots"} of this tender.`
          : ""}
      </p>
      {error ? (
        <p id="bid-lots-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {lots.map((lot) => (
        <label key={lot.number} className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="lot"
            value={lot.number}
            defaultChecked={chosen.includes(String(lot.number))}
            className="mt-1"
          />
          <span>
            <strong>
              Lot {lot.number}: {lot.title}
            </strong>
            {lot.description ? (
              <span className="block text-slate-600">{lot.description}</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
