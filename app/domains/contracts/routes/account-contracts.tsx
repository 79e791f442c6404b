import { PageHeader, PageSection } from "~/components/shared/page-header";
import { formPageMeta } from "~/lib/seo";
import { routeLoader } from "~/lib/route-policy.server";
import { ContractList } from "../contract-list";
import { loadMine } from "../contract-pages.server";
import type { Route } from "./+types/account-contracts";

// The member's contracts, as buyer and as supplier.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request }: Route.LoaderArgs, { viewer }) => loadMine(context, request, viewer),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "My contracts",
      description: "Contracts, orders and invoices.",
      path: "/account/contracts",
    },
    matches,
  );
}

export default function AccountContracts({ loaderData }: Route.ComponentProps) {
  const contracts = loaderData.contracts.map((c) => ({
    ...c,
    parties: c.side === "buyer" ? `You buy from ${c.counterparty}` : `You supply ${c.counterparty}`,
  }));
  return (
    <>
      <PageHeader eyebrow="Account" title="My contracts" />
      <PageSection className="max-w-4xl">
        <ContractList contracts={contracts} locale={loaderData.locale} />
      </PageSection>
    </>
  );
}
