import { awardLetterResponse } from "../award-letters.server";
import type { Route } from "./+types/tender-award-letter";
import { routeLoader } from "~/lib/route-policy.server";

// The award letters (PDF, decision 340): each bidder their own, the buyer every bidder's; 404 for
// anyone else and before an award.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request, params }: Route.LoaderArgs, { viewer }) =>
    awardLetterResponse(context, request, viewer, params.id),
);
