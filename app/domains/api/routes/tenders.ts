import { routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint, getOnly } from "../api-route.server";
import { tendersPage } from "../public.server";
import type { Route } from "./+types/tenders";

// GET /api/v1/tenders: public tenders, filtered as /projects is, newest published first.

export const loader = apiEndpoint(
  "public",
  routeLoader({ who: "anyone" }, ({ context, request }: Route.LoaderArgs) =>
    tendersPage(context, new URL(request.url)),
  ),
);

export const action = getOnly();
