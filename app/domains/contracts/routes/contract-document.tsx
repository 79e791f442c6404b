import { routeLoader } from "~/lib/route-policy.server";
import { contractDocumentResponse } from "../contract-documents.server";
import type { Route } from "./+types/contract-document";

// A contract's document: downloaded, as an attachment, by the contract's two parties only.

export const loader = routeLoader(
  { who: "member" },
  ({ context, params }: Route.LoaderArgs, { viewer }) =>
    contractDocumentResponse(context, viewer, params),
);
