import { ApiProblem } from "./problem";

// Cursor paging for the API's lists (docs/decisions/491): a list is ordered by a sort key and
// the id (so that ties keep one order), and a page's cursor is the last item's pair, encoded so
// that clients treat it as opaque. `limit` is 1 to MAX_LIMIT (DEFAULT_LIMIT when not given).

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export interface Cursor {
  /** The last item's sort key (a string or a number). */
  key: string | number;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString("base64url");
}

const BAD_CURSOR =
  "The cursor is not one this API gave. Use the `next` cursor of the previous page as it is.";

/** The cursor a client sent back (undefined for the first page); a 400 problem for junk. */
export function decodeCursor(raw: string | null): Cursor | undefined {
  if (raw === null || raw === "") return undefined;
  if (raw.length > 400 || !/^[A-Za-z0-9_-]+$/.test(raw)) throw new ApiProblem(400, BAD_CURSOR);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw new ApiProblem(400, BAD_CURSOR);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    !(typeof parsed[0] === "string" || typeof parsed[0] === "number") ||
    typeof parsed[1] !== "string"
  )
    throw new ApiProblem(400, BAD_CURSOR);
  return { key: parsed[0], id: parsed[1] };
}

/** The page size a client asked for; a 400 problem when it is not a whole number in range. */
export function readLimit(raw: string | null): number {
  if (raw === null || raw === "") return DEFAULT_LIMIT;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_LIMIT)
    throw new ApiProblem(400, `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  return Number(raw);
}

/** A page of a list as the API answers it: its items and the cursor of the next page, if any. */
export interface ApiPage<T> {
  items: T[];
  next: string | null;
}

/**
 * The page of `rows` (fetched with one more than `limit`, so that a next page is known without
 * counting), with the next page's cursor taken from the last item kept.
 */
export function pageOf<R, T>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => Cursor,
  view: (row: R) => T,
): ApiPage<T> {
  const kept = rows.slice(0, limit);
  const last = kept[kept.length - 1];
  return {
    items: kept.map(view),
    next: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}
