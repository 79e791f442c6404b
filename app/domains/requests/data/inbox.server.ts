import { REQUESTS_PER_PAGE, type InboxFilters } from "../rules";
import type { Page } from "../../../../server/db/write";
import type { Asker, RequestDetail, RequestsStore, RequestSummary } from "./model.server";
import { detail, managed, requestRows, setStatus, summaries, SUMMARY_COLUMNS } from "./rows.server";

// The company inbox: the requests to an owner's companies, by status and company, the number of
// new ones in the user menu, and one request opened (a new one becomes read).

/**
 * The owner's inbox: requests to their companies, newest first, one page. The page's keys are
 * found on the requests' own index first, and only those twenty joined to their submissions
 * (docs/decisions/548).
 */
export async function inbox(
  store: RequestsStore,
  asker: Asker,
  filters: InboxFilters,
): Promise<Page<RequestSummary>> {
  const page = ownRequests(store, asker.id, filters)
    .select("r.submission_id")
    .orderBy("r.submission_id", "desc")
    .limit(REQUESTS_PER_PAGE)
    .offset((filters.page - 1) * REQUESTS_PER_PAGE);
  const filtered = Boolean(filters.status || filters.company);
  const [rows, matches, total] = await Promise.all([
    requestRows(store)
      .select(SUMMARY_COLUMNS)
      .where("r.submission_id", "in", page)
      .orderBy("r.submission_id", "desc")
      .execute(),
    ownCount(store, asker.id, filters),
    // Unfiltered, the whole inbox is what matches: counted once.
    filtered ? ownCount(store, asker.id, {}) : null,
  ]);
  return { items: await summaries(store, rows), matches, total: total ?? matches };
}

/**
 * The requests to the owner's companies with this status and company: the requests and their
 * companies alone (every request has its submission, its key).
 */
function ownRequests(
  { db }: RequestsStore,
  ownerId: string,
  filters: Pick<InboxFilters, "status" | "company">,
) {
  let query = db
    .selectFrom("company_requests as r")
    .innerJoin("vendors as v", "v.id", "r.vendor_id")
    .where("v.owner_id", "=", ownerId);
  if (filters.status) query = query.where("r.status", "=", filters.status);
  if (filters.company) query = query.where("v.slug", "=", filters.company);
  return query;
}

async function ownCount(
  store: RequestsStore,
  ownerId: string,
  filters: Pick<InboxFilters, "status" | "company">,
): Promise<number> {
  const row = await ownRequests(store, ownerId, filters)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
  return ownCount(store, ownerId, { status: "new" });
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
