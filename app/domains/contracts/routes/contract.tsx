import { BackLink } from "~/components/shared/back-link";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { formPageMeta } from "~/lib/seo";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { contractAction } from "../contract-actions.server";
import { loadContract } from "../contract-pages.server";
import { ContractView } from "../contract-view";
import type { Route } from "./+types/contract";

// A contract's page: its two parties act on it; operators read it; anyone else 404.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request, params }: Route.LoaderArgs, { viewer }) =>
    loadContract(context, request, viewer, params.id),
);

export const action = routeAction(
  { who: "member", body: 64 * 1024 },
  ({ context, params }: Route.ActionArgs, posted) => contractAction(context, posted, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Contract",
      description: "A contract after an award.",
      path: `/contracts/${params.id}`,
    },
    matches,
  );
}

export default function Contract({ loaderData, actionData }: Route.ComponentProps) {
  const { file } = loaderData;
  return (
    <>
      <PageHeader eyebrow={`Contract ${file.reference}`} title={file.title}>
        <div className="mt-4">
          <BackLink
            to={file.side ? "/account/contracts" : "/admin/contracts"}
            label="All contracts"
          />
        </div>
      </PageHeader>
      <PageSection className="max-w-5xl">
        <ContractView page={loaderData} error={actionData?.error ?? null} />
      </PageSection>
    </>
  );
}
