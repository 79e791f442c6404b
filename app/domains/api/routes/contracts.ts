import { routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint, getOnly } from "../api-route.server";
import { contractsPage } from "../public.server";
import type { Route } from "./+types/contracts";

// GET /api/v1/contracts: contracts of public tenders once accepted, as their open data shows them.

export const loader = apiEndpoint(
  "public",
  routeLoader({ who: "anyone" }, ({ context, request }: Route.LoaderArgs) =>
    contractsPage(context, new URL(request.url)),
  ),
);

export const action = getOnly();
