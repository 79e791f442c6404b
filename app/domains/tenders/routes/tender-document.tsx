import { tenderDocumentResponse } from "../tender-actions.server";
import type { Route } from "./+types/tender-document";

// A tender's document, for anyone who may see the tender; always downloaded, never inline.

export function loader({ context, params }: Route.LoaderArgs) {
  return tenderDocumentResponse(context, params.id, params.documentId);
}
