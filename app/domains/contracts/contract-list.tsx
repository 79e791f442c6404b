import { Link } from "react-router";
import { formatMoneyCents } from "~/lib/format";
import type { ContractSummary } from "./data/reads.server";
import { CONTRACT_STATUS_LABELS } from "./rules";

// The lists of contracts: a member's (both sides), and the console's (operators, read only).

export function ContractList({
  contracts,
  locale,
}: {
  contracts: (Omit<ContractSummary, "side" | "counterparty"> & { parties: string })[];
  locale: string;
}) {
  if (contracts.length === 0) return <p className="text-slate-700">No contracts yet.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {contracts.map((c) => (
        <li key={c.id} className="rounded-md border border-slate-200 bg-white p-4">
          <Link className="font-semibold text-brand-700 underline" to={`/contracts/${c.id}`}>
            {c.reference}: {c.title}
          </Link>
          <p className="text-sm text-slate-700">
            {c.parties} · {CONTRACT_STATUS_LABELS[c.status]} ·{" "}
            {formatMoneyCents(c.value, { currency: c.currency, locale })}
          </p>
        </li>
      ))}
    </ul>
  );
}
