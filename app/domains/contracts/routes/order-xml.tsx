import { routeLoader } from "~/lib/route-policy.server";
import { downloadOrder } from "../ubl-files.server";
import type { Route } from "./+types/order-xml";

// A purchase order as a UBL 2.1 Order, for the contract's two parties (operators read it too);
// anyone else 404.

export const loader = routeLoader(
  { who: "member" },
  ({ context, params }: Route.LoaderArgs, { viewer }) =>
    downloadOrder(context, viewer, params.id, params.orderId),
);
