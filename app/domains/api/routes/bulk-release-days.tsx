import { routeLoader } from "~/lib/route-policy.server";
import { releaseDays } from "../bulk.server";
import type { Route } from "./+types/bulk-release-days";

// The days with an OCDS release package, the last 31 (decision 506).

export const loader = routeLoader({ who: "anyone" }, ({ context, request }: Route.LoaderArgs) =>
  releaseDays(context, request),
);
