import { PageHeader, PageSection } from "~/components/shared/page-header";
import { formPageMeta } from "~/lib/seo";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { DraftForm } from "../contract-forms";
import { draftAction, loadDraft } from "../contract-pages.server";
import type { Route } from "./+types/contract-new";

// The buyer drafts a contract from an award (?tender=<id> or ?proposal=<id>); anyone else 404.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request }: Route.LoaderArgs, { viewer }) => loadDraft(context, request, viewer),
);

export const action = routeAction(
  { who: "member", body: 64 * 1024 },
  ({ context, request }: Route.ActionArgs, posted) => draftAction(context, request, posted),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Draft the contract",
      description: "The contract after an award.",
      path: "/contracts/new",
    },
    matches,
  );
}

export default function ContractNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Draft the contract" title={loaderData.title} />
      <PageSection className="max-w-4xl">
        <DraftForm page={loaderData} error={actionData?.error ?? null} />
      </PageSection>
    </>
  );
}
