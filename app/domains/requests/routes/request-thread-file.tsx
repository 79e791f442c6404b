import { downloadResponse } from "~/lib/download";
import { notFound } from "~/lib/access.server";
import type { Route } from "./+types/request-thread-file";
import { routeLoader } from "~/lib/route-policy.server";

// A file of a conversation opened by its private link (a reply's file): while the link works,
// as a download; 404 otherwise.

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, params }: Route.LoaderArgs) => {
    const detail = await context.requests.thread(params.token);
    if (!detail) notFound();
    const file = await context.requests.replyFile(
      { token: params.token },
      detail.id,
      params.fileId,
    );
    if (!file) notFound();
    return downloadResponse(file);
  },
);
