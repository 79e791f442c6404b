import { PageHeader } from "~/components/shared/page-header";
import { TodaysDate } from "~/components/shared/todays-date";
import type { LegalDocument } from "./legal-documents";

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={document.title}>
        <p className="mt-3 text-sm text-slate-600" data-testid="last-updated">
          Last Updated: <TodaysDate />
        </p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <p className="text-lg text-slate-700">{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.heading} className="mt-10" data-testid="legal-section">
            <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700">
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
