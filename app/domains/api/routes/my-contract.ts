import { routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint, tokenGrant, getOnly } from "../api-route.server";
import { myContract } from "../member.server";
import type { Route } from "./+types/my-contract";

// GET /api/v1/me/contracts/{id}: one contract as its party's page shows it, orders and invoices
// included.

export const loader = apiEndpoint(
  "read",
  routeLoader({ who: "member" }, ({ context, params }: Route.LoaderArgs, { viewer }) =>
    myContract(context, viewer, tokenGrant(context), params.id),
  ),
);

export const action = getOnly();
