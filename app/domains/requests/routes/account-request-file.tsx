import { downloadResponse } from "~/lib/download";
import { notFound } from "~/lib/access.server";
import type { Route } from "./+types/account-request-file";
import { routeLoader } from "~/lib/route-policy.server";

// A file sent with a reply in a buyer's conversation, downloaded by that buyer: 404 for anyone
// else, and always an attachment.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, params }: Route.LoaderArgs, { viewer: user }) => {
    const file = await context.requests.replyFile({ buyerId: user.id }, params.id, params.fileId);
    if (!file) notFound();
    return downloadResponse(file);
  },
);
