import { routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint, getOnly } from "../api-route.server";
import { awardsPage } from "../public.server";
import type { Route } from "./+types/awards";

// GET /api/v1/awards: the awards of public tenders, newest first, as their pages show them.

export const loader = apiEndpoint(
  "public",
  routeLoader({ who: "anyone" }, ({ context, request }: Route.LoaderArgs) =>
    awardsPage(context, new URL(request.url)),
  ),
);

export const action = getOnly();
