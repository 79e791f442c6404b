import { tenderDocumentResponse } from "../tender-actions.server";
import type { Route } from "./+types/tender-document";
import { routeLoader } from "~/lib/route-policy.server";

// A tender's document, for anyone who may see the tender; always downloaded, never inline.

export const loader = routeLoader({ who: "anyone" }, ({ context, params }: Route.LoaderArgs) => {
  return tenderDocumentResponse(context, params.id, params.documentId);
});
