import type { ReactNode } from "react";
import type { EndpointView } from "./endpoint-list";

// The parts of /developers: a titled section, a code example, and one endpoint.

export function DocSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <figure>
      <figcaption className="mb-1 text-sm font-medium text-slate-700">{label}</figcaption>
      <pre
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm leading-relaxed text-slate-100"
      >
        <code>{children}</code>
      </pre>
    </figure>
  );
}

/** A description with `code` between backticks, as the OpenAPI document writes it (Markdown). */
export function withCode(text: string): ReactNode[] {
  return text.split("`").map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="font-mono text-[0.95em] text-slate-900">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

const METHOD_CLASS: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
};

export function EndpointCard({ endpoint: e }: { endpoint: EndpointView }) {
  return (
    <article
      aria-labelledby={`op-${e.id}`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs"
    >
      <h3 id={`op-${e.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          className={`rounded px-2 py-0.5 font-mono text-xs font-semibold ${METHOD_CLASS[e.method] ?? "bg-slate-100 text-slate-900"}`}
        >
          {e.method}
        </span>
        <code className="font-mono text-sm break-all text-slate-900">{e.path}</code>
        <span className="text-base font-semibold text-slate-900">{e.summary}</span>
      </h3>
      <p className="mt-2 text-sm text-slate-700">{withCode(e.description)}</p>
      <p className="mt-2 text-sm">
        <span className="font-medium text-slate-900">Access:</span>{" "}
        <span className="text-slate-700">{e.access}</span>
      </p>
      {e.parameters.length > 0 ? (
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
          {e.parameters.map((p) => (
            <div key={`${p.where}-${p.name}`} className="contents">
              <dt className="font-mono text-slate-900">
                {p.name} <span className="font-sans text-xs text-slate-600">({p.where})</span>
              </dt>
              <dd className="mb-2 text-slate-700 sm:mb-0">{withCode(p.description)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
