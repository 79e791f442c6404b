import { TitledSection } from "~/components/shared/titled-section";
import { hasRecord, shareText, type Scorecard } from "./scorecard";

/** A supplier's scorecard on its profile (issue 42 Build 6): from its contracts on the site. */
export function ScorecardCard({ card }: { card: Scorecard }) {
  const rows: [string, string][] = [
    ["On-time delivery", shareText(card.onTime)],
    ["Invoices matched first time", shareText(card.matchedFirstTime)],
    ["Disputed invoices", String(card.disputes)],
    [
      "Verified rating",
      card.verifiedRating.average === null
        ? "None yet"
        : `${card.verifiedRating.average.toFixed(1)} of 5 from ${card.verifiedRating.count} verified ${card.verifiedRating.count === 1 ? "buyer" : "buyers"}`,
    ],
  ];
  return (
    <TitledSection
      id="scorecard"
      title="Scorecard"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <p className="text-sm text-slate-600">
        {hasRecord(card)
          ? "From its contracts on ProcureConnect."
          : "No contracts on ProcureConnect yet."}
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
