import { ConsoleSection } from "~/features/admin/console-frame";
import { formPageMeta } from "~/lib/seo";
import { routeLoader } from "~/lib/route-policy.server";
import { ContractList } from "../contract-list";
import { loadConsole } from "../contract-pages.server";
import type { Route } from "./+types/admin-contracts";

// The console's contracts: operators read them, and each contract's page, without any form.

export const loader = routeLoader({ who: "operator" }, ({ context, request }: Route.LoaderArgs) =>
  loadConsole(context, request),
);

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Contracts",
      description: "Contracts after the award, for the network's operators.",
      path: "/admin/contracts",
    },
    matches,
  );
}

export default function AdminContracts({ loaderData }: Route.ComponentProps) {
  const contracts = loaderData.contracts.map((c) => ({
    ...c,
    parties: `${c.buyerName} buys from ${c.supplierName}`,
  }));
  return (
    <ConsoleSection
      title="Contracts"
      description={`${contracts.length} shown, newest change first. Operators read them; only their parties act on them.`}
      done={null}
    >
      <ContractList contracts={contracts} locale={loaderData.locale} />
    </ConsoleSection>
  );
}
