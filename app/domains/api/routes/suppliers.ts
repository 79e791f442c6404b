import { routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint, getOnly } from "../api-route.server";
import { suppliersPage } from "../public.server";
import type { Route } from "./+types/suppliers";

// GET /api/v1/suppliers: the supplier directory's public companies, filtered as /vendors is.

export const loader = apiEndpoint(
  "public",
  routeLoader({ who: "anyone" }, ({ context, request }: Route.LoaderArgs) =>
    suppliersPage(context, new URL(request.url)),
  ),
);

export const action = getOnly();
