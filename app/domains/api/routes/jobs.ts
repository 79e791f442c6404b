import { routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint, getOnly } from "../api-route.server";
import { jobsPage } from "../public.server";
import type { Route } from "./+types/jobs";

// GET /api/v1/jobs: the job board's published jobs, filtered as /jobs is, in board order.

export const loader = apiEndpoint(
  "public",
  routeLoader({ who: "anyone" }, ({ context, request }: Route.LoaderArgs) =>
    jobsPage(context, new URL(request.url)),
  ),
);

export const action = getOnly();
