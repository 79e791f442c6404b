import { TitledSection } from "~/components/shared/titled-section";
import type { AmendmentView } from "./tender-page.server";

// The tender's amendments (decision 330), oldest first: when (in the tender's zone), what
// changed in words and the buyer's explanation. Shown to everyone who may see the tender.

export function Amendments({ amendments }: { amendments: AmendmentView[] }) {
  if (amendments.length === 0) return null;
  return (
    <TitledSection id="amendments" title="Amendments" anchor>
      <ol className="mt-3 flex flex-col gap-3">
        {amendments.map((a, i) => (
          <li key={a.id} className="rounded-md border border-slate-200 p-4 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2 text-slate-600">
              <span className="font-semibold text-slate-900">Amendment {i + 1}</span>
              <time dateTime={a.at}>{a.atText}</time>
            </p>
            {a.changes.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                {a.changes.map((c, j) => (
                  <li key={j}>{c}</li>
                ))}
              </ul>
            ) : null}
            {a.explanation ? (
              <p className="mt-2 whitespace-pre-line text-slate-700">
                {a.changes.length > 0 ? (
                  <span className="font-medium text-slate-900">Explanation: </span>
                ) : null}
                {a.explanation}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
