import { awardedOcds } from "../ocds.server";
import type { Route } from "./+types/tenders-ocds-feed";
import { routeLoader } from "~/lib/route-policy.server";

// The awarded public tenders, newest first, as one OCDS 1.1 release package.

export const loader = routeLoader({ who: "anyone" }, ({ context }: Route.LoaderArgs) => {
  return awardedOcds(context);
});
