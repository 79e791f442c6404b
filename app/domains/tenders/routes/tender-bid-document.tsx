import { bidDocumentResponse } from "../tender-actions.server";
import type { Route } from "./+types/tender-bid-document";
import { routeLoader } from "~/lib/route-policy.server";

// A bid's document: for the bidder, and for the buyer once the bids are open; 404 otherwise.

export const loader = routeLoader(
  { who: "anyone" },
  ({ context, request, params }: Route.LoaderArgs) => {
    return bidDocumentResponse(context, request, params.bidId, params.documentId);
  },
);
