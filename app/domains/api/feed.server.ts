import type { AppLoadContext } from "react-router";
import { decodeCursor, feedPage, pageSize } from "./feed";
import { problemResponse } from "./problem";

// GET /api/v1/changes (issue 45 item 3, decision 500): public data, no token. Never cached: a
// client polling with its cursor must see what committed since. Pages of other sites may read it
// (the API's CORS, server/api-cors.ts, decision 536).

const HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
};

const problem = (detail: string) => problemResponse(400, detail);

export async function changesFeed(context: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const after = decodeCursor(query.get("after"));
  if (after === null) return problem("Pass back the `next` cursor of an earlier page, or none.");
  const limit = pageSize(query.get("limit"));
  if (limit === null) return problem("`limit` is a whole number from 1 to 500.");
  const rows = await context.repo.feed.after(after, limit + 1);
  return new Response(JSON.stringify(feedPage(rows, after, limit, context.siteOrigin)), {
    headers: HEADERS,
  });
}
