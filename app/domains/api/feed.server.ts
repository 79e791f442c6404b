import type { AppLoadContext } from "react-router";
import { decodeCursor, feedPage, pageSize } from "./feed";

// GET /api/v1/changes (issue 45 item 3, decision 500): public data, no token. Never cached: a
// client polling with its cursor must see what committed since.

const HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "Access-Control-Allow-Origin": "*",
};

/** An API error as RFC 9457 problem details. */
export const problem = (status: number, title: string, detail: string) =>
  new Response(JSON.stringify({ type: "about:blank", status, title, detail }), {
    status,
    headers: { ...HEADERS, "Content-Type": "application/problem+json; charset=utf-8" },
  });

export async function changesFeed(context: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const after = decodeCursor(query.get("after"));
  if (after === null)
    return problem(400, "Bad cursor", "Pass back the `next` cursor of an earlier page, or none.");
  const limit = pageSize(query.get("limit"));
  if (limit === null) return problem(400, "Bad limit", "`limit` is a whole number from 1 to 500.");
  const rows = await context.repo.feed.after(after, limit + 1);
  return new Response(JSON.stringify(feedPage(rows, after, limit, context.siteOrigin)), {
    headers: HEADERS,
  });
}
