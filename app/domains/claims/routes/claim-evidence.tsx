import { evidenceResponse } from "../claim-action.server";
import type { Route } from "./+types/claim-evidence";
import { routeLoader } from "~/lib/route-policy.server";

// A claim's evidence file, downloaded by operators and by the member who sent it: 404 for
// anyone else, always as an attachment (never shown inline, never sniffed).

export const loader = routeLoader(
  { who: "member" },
  ({ context, params }: Route.LoaderArgs, { viewer }) =>
    evidenceResponse(context, viewer, params.id),
);
