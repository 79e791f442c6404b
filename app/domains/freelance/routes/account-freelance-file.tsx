import { proposalFileResponse } from "../freelance.server";
import type { Route } from "./+types/account-freelance-file";

// A file sent with a proposal: downloaded, as an attachment, by the post's owner only.

export function loader({ context, request, params }: Route.LoaderArgs) {
  return proposalFileResponse(context, request, params);
}
