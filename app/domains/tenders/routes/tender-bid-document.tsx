import { bidDocumentResponse } from "../tender-actions.server";
import type { Route } from "./+types/tender-bid-document";

// A bid's document: for the bidder, and for the buyer once the bids are open; 404 otherwise.

export function loader({ context, request, params }: Route.LoaderArgs) {
  return bidDocumentResponse(context, request, params.bidId, params.documentId);
}
