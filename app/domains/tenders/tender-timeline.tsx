import { TitledSection } from "~/components/shared/titled-section";
import { formatTimestamp } from "~/lib/dates";
import type { TimelineView } from "./audit-timeline";

// The tender's audit trail on its page, for its buyer and the operators (issue 41): each event in
// order with who made it (by role), when, what it changed, and its entry's SHA-256, which holds
// the hash of the entry before. The chain is checked each time the page is rendered.

export function TenderTimeline({ timeline }: { timeline: TimelineView }) {
  const { items, check } = timeline;
  return (
    <TitledSection id="timeline" title="Timeline" anchor>
      <p className="mt-1 text-sm text-slate-600">
        Every event of this tender, in order, as its audit trail keeps it. Each entry holds the
        SHA-256 of the one before, so a changed entry breaks the chain. Bids stay sealed here too:
        until they are opened, a bid's entry does not say whose it is.
      </p>
      {check.ok ? (
        <p className="mt-2 text-sm font-medium text-emerald-800">
          The chain is intact ({check.entries} {check.entries === 1 ? "entry" : "entries"}).
        </p>
      ) : (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          The chain is broken at entry {check.brokenAt}: {check.reason}.
        </p>
      )}
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing recorded yet.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.seq} className="rounded-md border border-slate-200 p-3 text-sm">
              <p>
                <span className="text-slate-600">{item.seq}.</span>{" "}
                <strong className="font-semibold text-slate-900">{item.what}</strong>{" "}
                <span className="text-slate-700">by {item.who}</span>
                {", "}
                <time dateTime={item.at} className="text-slate-600">
                  {formatTimestamp(item.at)}
                </time>
              </p>
              {item.detail ? (
                <p className="mt-1 break-words whitespace-pre-line text-slate-800">{item.detail}</p>
              ) : null}
              <p className="mt-1 text-xs text-slate-600">
                Entry hash <code className="break-all">{item.hash}</code>
              </p>
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  );
}
