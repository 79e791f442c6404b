import { routeLoader } from "~/lib/route-policy.server";
import { dayReleases } from "../bulk.server";
import type { Route } from "./+types/bulk-day-releases";

// A UTC day's OCDS release package, /api/v1/ocds/releases/{YYYY-MM-DD}.json (decision 506).

export const loader = routeLoader({ who: "anyone" }, ({ context, params }: Route.LoaderArgs) =>
  dayReleases(context, params.day),
);
