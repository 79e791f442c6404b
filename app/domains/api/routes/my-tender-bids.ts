import { routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint, tokenGrant, getOnly } from "../api-route.server";
import { myTenderBids } from "../member.server";
import type { Route } from "./+types/my-tender-bids";

// GET /api/v1/me/tenders/{id}/bids: the bids on the member's tender, as its comparison page
// (/projects/{id}/bids) shows them: sealed until the bid deadline.

export const loader = apiEndpoint(
  "read",
  routeLoader({ who: "member" }, ({ context, request, params }: Route.LoaderArgs, { viewer }) =>
    myTenderBids(context, request, viewer, tokenGrant(context), params.id),
  ),
);

export const action = getOnly();
