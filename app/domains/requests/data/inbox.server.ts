import { REQUESTS_PER_PAGE, type InboxFilters } from "../rules";
import type { Page } from "../../../../server/db/write";
import type { Asker, RequestDetail, RequestsStore, RequestSummary } from "./model.server";
import { detail, managed, setStatus, summaries, SUMMARY_COLUMNS, visibleTo } from "./rows.server";

// The company inbox: the requests to an owner's companies, by status and company, the number of
// new ones in the user menu, and one request opened (a new one becomes read).

/** The owner's inbox: requests to their companies, newest first, one page. */
export async function inbox(
  store: RequestsStore,
  asker: Asker,
  filters: InboxFilters,
): Promise<Page<RequestSummary>> {
  const own = visibleTo(store, { ...asker, isOperator: false });
  let query = own;
  if (filters.status) query = query.where("r.status", "=", filters.status);
  if (filters.company) query = query.where("v.slug", "=", filters.company);
  const [rows, matches, total] = await Promise.all([
    query
      .select(SUMMARY_COLUMNS)
      .orderBy("s.id", "desc")
      .limit(REQUESTS_PER_PAGE)
      .offset((filters.page - 1) * REQUESTS_PER_PAGE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    own.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: await summaries(store, rows),
    matches: Number(matches.n),
    total: Number(total.n),
  };
}

/** The companies an owner has, for the inbox's company filter. */
export async function companiesOf(
  { db }: RequestsStore,
  ownerId: string,
): Promise<{ slug: string; name: string }[]> {
  return db
    .selectFrom("vendors")
    .select(["slug", "name"])
    .where("owner_id", "=", ownerId)
    .orderBy("name")
    .execute();
}

/** For a member who owns a company, their inbox's new requests; null for anyone else. */
export async function inboxOf(
  store: RequestsStore,
  memberId: string,
): Promise<{ unread: number } | null> {
  const owns = await store.db
    .selectFrom("vendors")
    .select("id")
    .where("owner_id", "=", memberId)
    .limit(1)
    .executeTakeFirst();
  return owns ? { unread: await unreadCount(store, memberId) } : null;
}

/** New requests to the member's companies: the number in the user menu. */
export async function unreadCount(store: RequestsStore, ownerId: string): Promise<number> {
  const row = await visibleTo(store, { id: ownerId, isOperator: false })
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("r.status", "=", "new")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One request, opened by its company's owner (a new one becomes read) or an operator. */
export async function open(
  store: RequestsStore,
  asker: Asker,
  id: string,
): Promise<RequestDetail | undefined> {
  const row = await managed(store, asker, id);
  if (!row) return undefined;
  if (row.status === "new" && !asker.isOperator) {
    await setStatus(store, id, "read", "new");
    row.status = "read";
  }
  return detail(store, row);
}
