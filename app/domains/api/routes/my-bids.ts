import { routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint, tokenGrant, getOnly } from "../api-route.server";
import { myBids } from "../member.server";
import type { Route } from "./+types/my-bids";

// GET /api/v1/me/bids: the token's company's bids and their outcomes (its /account/bids).

export const loader = apiEndpoint(
  "read",
  routeLoader({ who: "member" }, ({ context }: Route.LoaderArgs, { viewer }) =>
    myBids(context, viewer, tokenGrant(context)),
  ),
);

export const action = getOnly();
