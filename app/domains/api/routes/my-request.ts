import { routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint, tokenGrant, getOnly } from "../api-route.server";
import { myRequest } from "../member.server";
import type { Route } from "./+types/my-request";

// GET /api/v1/me/requests/{id}: one request to the token's company and its conversation.

export const loader = apiEndpoint(
  "read",
  routeLoader({ who: "member" }, ({ context, params }: Route.LoaderArgs, { viewer }) =>
    myRequest(context, viewer, tokenGrant(context), params.id),
  ),
);

export const action = getOnly();
