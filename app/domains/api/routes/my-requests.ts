import { routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint, tokenGrant, getOnly } from "../api-route.server";
import { myRequests } from "../member.server";
import type { Route } from "./+types/my-requests";

// GET /api/v1/me/requests: the requests to the token's company (its /account/inbox).

export const loader = apiEndpoint(
  "read",
  routeLoader({ who: "member" }, ({ context, request }: Route.LoaderArgs, { viewer }) =>
    myRequests(context, viewer, tokenGrant(context), new URL(request.url)),
  ),
);

export const action = getOnly();
