import { downloadResponse } from "~/lib/download";
import { notFound } from "~/lib/access.server";
import { routeLoader } from "~/lib/route-policy.server";
import type { Route } from "./+types/certificate-file";

// A company's certificate file (issue 43, decision 472): for its owner, operators, and the buyer
// of a tender the company bid on once the bids are open; 404 for everyone else.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, params }: Route.LoaderArgs, { viewer }) => {
    const row = await context.repo.companies.certificateFileFor(params.id, viewer);
    const content = row ? await context.certificateFiles.open(row.file) : null;
    if (!row || !content) notFound();
    return downloadResponse({
      name: row.file_name,
      contentType: row.content_type,
      size: Number(row.size),
      open: () => content,
    });
  },
);
