import { routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint, tokenGrant, getOnly } from "../api-route.server";
import { myTenders } from "../member.server";
import type { Route } from "./+types/my-tenders";

// GET /api/v1/me/tenders: the member's tenders as a buyer (its /account/tenders).

export const loader = apiEndpoint(
  "read",
  routeLoader({ who: "member" }, ({ context }: Route.LoaderArgs, { viewer }) =>
    myTenders(context, viewer, tokenGrant(context)),
  ),
);

export const action = getOnly();
