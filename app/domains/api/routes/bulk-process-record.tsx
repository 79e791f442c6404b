import { routeLoader } from "~/lib/route-policy.server";
import { processRecord } from "../bulk.server";
import type { Route } from "./+types/bulk-process-record";

// A process's OCDS record package under the API's bulk files (decision 506): the same package as
// /projects/{id}/ocds-record.json.

export const loader = routeLoader({ who: "anyone" }, ({ context, params }: Route.LoaderArgs) =>
  processRecord(context, params.id),
);
