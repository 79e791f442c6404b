import { ocidOf } from "~/domains/tenders/index";

// The change feed's cursor and items as clients read them (issue 45 item 3, decision 500). A
// cursor is opaque to clients: `c1.` and the last number they were given, in base64url, so that
// its form can change without breaking a client that only hands it back.

export const FEED_PAGE_DEFAULT = 100;
export const FEED_PAGE_MAX = 500;

export const encodeCursor = (seq: number) => Buffer.from(`c1.${seq}`, "utf8").toString("base64url");

/** The number a cursor carries; 0 for none; null for one we did not make. */
export function decodeCursor(cursor: string | null): number | null {
  if (cursor === null || cursor === "") return 0;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return null;
  const match = /^c1\.(\d{1,15})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  return match ? Number(match[1]) : null;
}

/** A page size from the query: the default when absent, null when not 1 to FEED_PAGE_MAX. */
export function pageSize(raw: string | null): number | null {
  if (raw === null || raw === "") return FEED_PAGE_DEFAULT;
  if (!/^\d{1,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= FEED_PAGE_MAX ? n : null;
}

export interface FeedRow {
  seq: number;
  kind: string;
  id: string;
  path: string;
  tenderId: string | null;
  at: string;
}

/** One page of the feed as the API answers it. */
export function feedPage(rows: FeedRow[], after: number, limit: number, origin: string) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]?.seq ?? after;
  return {
    data: page.map((r) => ({
      id: String(r.seq),
      kind: r.kind,
      objectId: r.id,
      ...(r.tenderId ? { tenderId: r.tenderId, ocid: ocidOf(r.tenderId) } : {}),
      url: `${origin}${r.path}`,
      at: r.at,
    })),
    next: encodeCursor(last),
    hasMore: rows.length > limit,
  };
}
