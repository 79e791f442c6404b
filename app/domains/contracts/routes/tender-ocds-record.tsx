import { routeLoader } from "~/lib/route-policy.server";
import { tenderRecord } from "../ocds.server";
import type { Route } from "./+types/tender-ocds-record";

// A public tender's contracting process as an OCDS 1.1 record package: the tender's release, its
// public contracts' releases and the compiled release (decision 415).

export const loader = routeLoader({ who: "anyone" }, ({ context, params }: Route.LoaderArgs) =>
  tenderRecord(context, params.id),
);
