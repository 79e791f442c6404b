import { routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint, tokenGrant, getOnly } from "../api-route.server";
import { myContracts } from "../member.server";
import type { Route } from "./+types/my-contracts";

// GET /api/v1/me/contracts: the token's contracts (its /account/contracts).

export const loader = apiEndpoint(
  "read",
  routeLoader({ who: "member" }, ({ context }: Route.LoaderArgs, { viewer }) =>
    myContracts(context, viewer, tokenGrant(context)),
  ),
);

export const action = getOnly();
