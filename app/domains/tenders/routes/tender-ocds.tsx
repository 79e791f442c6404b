import { contractReleasesOfTender } from "~/domains/contracts/index.server";
import { tenderOcds } from "../ocds.server";
import type { Route } from "./+types/tender-ocds";
import { routeLoader } from "~/lib/route-policy.server";

// A public tender as an Open Contracting Data Standard 1.1 release package, with its public
// contracts' releases after the tender's (decision 415).

export const loader = routeLoader({ who: "anyone" }, ({ context, params }: Route.LoaderArgs) => {
  return tenderOcds(context, params.id, new Date(), contractReleasesOfTender);
});
