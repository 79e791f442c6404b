import { bidDocumentResponse } from "../tender-actions.server";
import type { Route } from "./+types/tender-bid-document";
import { routeLoader } from "~/lib/route-policy.server";

// A bid's document: for the bidder, and for the buyer once the bids are open; 404 otherwise.

export const loader = routeLoader(
  { who: "member" },
  ({ context, params }: Route.LoaderArgs, { viewer }) =>
    bidDocumentResponse(context, viewer, params.bidId, params.documentId),
);
