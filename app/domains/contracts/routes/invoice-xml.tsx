import { routeLoader } from "~/lib/route-policy.server";
import { downloadInvoice } from "../ubl-files.server";
import type { Route } from "./+types/invoice-xml";

// An invoice as an EN 16931 UBL 2.1 invoice, for the contract's two parties (operators read it
// too); anyone else 404.

export const loader = routeLoader(
  { who: "member" },
  ({ context, params }: Route.LoaderArgs, { viewer }) =>
    downloadInvoice(context, viewer, params.id, params.invoiceId),
);
