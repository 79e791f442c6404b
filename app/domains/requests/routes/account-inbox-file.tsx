import { downloadResponse } from "~/lib/download";
import { notFound } from "~/lib/access.server";
import type { Route } from "./+types/account-inbox-file";
import { routeLoader } from "~/lib/route-policy.server";

// A file sent with a request, downloaded by the owner of the company it was sent to: 404 for
// anyone else, and always an attachment (never shown inline, never sniffed).

export const loader = routeLoader(
  { who: "member" },
  async ({ context, params }: Route.LoaderArgs, { viewer: user }) => {
    const file = await context.requests.file(
      { ...user, isOperator: false },
      params.id,
      params.fileId,
    );
    if (!file) notFound();
    return downloadResponse(file);
  },
);
