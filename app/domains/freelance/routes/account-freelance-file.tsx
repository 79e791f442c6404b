import { proposalFileResponse } from "../freelance.server";
import type { Route } from "./+types/account-freelance-file";
import { routeLoader } from "~/lib/route-policy.server";

// A file sent with a proposal: downloaded, as an attachment, by the post's owner only.

export const loader = routeLoader(
  { who: "member" },
  ({ context, params }: Route.LoaderArgs, { viewer }) =>
    proposalFileResponse(context, viewer, params),
);
