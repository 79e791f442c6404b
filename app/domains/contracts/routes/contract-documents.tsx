import { BackLink } from "~/components/shared/back-link";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { formPageMeta } from "~/lib/seo";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { TENDER_FORM_MAX_BYTES } from "~/domains/tenders/index.server";
import { DocumentsForm } from "../contract-documents";
import { documentsAction, loadDocumentsForm } from "../contract-documents.server";
import type { Route } from "./+types/contract-documents";

// The buyer attaches documents to a pending or active contract, or to one of its amendments;
// anyone else 404.

export const loader = routeLoader(
  { who: "member" },
  ({ context, params }: Route.LoaderArgs, { viewer }) =>
    loadDocumentsForm(context, viewer, params.id),
);

export const action = routeAction(
  { who: "member", body: TENDER_FORM_MAX_BYTES, limit: "contract-document" },
  ({ context, params }: Route.ActionArgs, posted) => documentsAction(context, posted, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Attach documents",
      description: "Documents for a contract.",
      path: `/contracts/${params.id}/documents`,
    },
    matches,
  );
}

export default function ContractDocumentsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={`Contract ${loaderData.reference}`} title={loaderData.title}>
        <div className="mt-4">
          <BackLink to={`/contracts/${loaderData.id}`} label="Back to the contract" />
        </div>
      </PageHeader>
      <PageSection className="max-w-3xl">
        <DocumentsForm amendments={loaderData.amendments} error={actionData?.error ?? null} />
      </PageSection>
    </>
  );
}
