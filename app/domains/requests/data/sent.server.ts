import { REQUESTS_PER_PAGE } from "../rules";
import type { Page } from "../../../../server/db/write";
import type {
  ExportedFile,
  ExportedRequest,
  RequestDetail,
  RequestsStore,
  RequestSummary,
} from "./model.server";
import {
  detail,
  requestRows,
  ROW_COLUMNS,
  rowFor,
  summaries,
  SUMMARY_COLUMNS,
  type Row,
} from "./rows.server";

// The buyer's side: the requests a signed-in member sent, one of them whole, and every request
// of theirs (sent, and received by the companies they own) with its files for their data export.

/** The requests a signed-in buyer sent, newest first, one page. */
export async function sent(
  store: RequestsStore,
  buyerId: string,
  page: number,
): Promise<Page<RequestSummary>> {
  const query = requestRows(store).where("r.buyer_id", "=", buyerId);
  const [rows, total] = await Promise.all([
    query
      .select(SUMMARY_COLUMNS)
      .orderBy("s.id", "desc")
      .limit(REQUESTS_PER_PAGE)
      .offset((page - 1) * REQUESTS_PER_PAGE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const n = Number(total.n);
  return { items: await summaries(store, rows), matches: n, total: n };
}

/** One request the buyer sent, with the company's replies; undefined if not theirs. */
export async function sentOne(
  store: RequestsStore,
  buyerId: string,
  id: string,
): Promise<RequestDetail | undefined> {
  const row = await rowFor(store, { buyerId }, id);
  return row ? detail(store, row) : undefined;
}

/** A request whole, with a way to read each of its files (the buyer's and the replies'). */
async function exported(store: RequestsStore, row: Row): Promise<ExportedRequest> {
  const request = await detail(store, row);
  const submission = await store.inbox.submission(row.id);
  const files: ExportedFile[] = (submission?.attachments ?? []).map((a) => ({
    id: a.id,
    name: a.originalName,
    size: a.size,
    open: () => store.inbox.openAttachment(a),
  }));
  for (const reply of request.replies) {
    for (const f of reply.files) {
      files.push({
        id: f.id,
        name: f.originalName,
        size: f.size,
        open: async () => {
          const content = await store.files?.read(f.id);
          if (!content) throw new Error(`A reply's file is missing: ${f.id}`);
          return content;
        },
      });
    }
  }
  return { request, files };
}

/**
 * Every request the member sent and every one to the companies they own, whole, with a way
 * to read each file (the buyer's attachments and the replies' files): their data export.
 */
export async function everyOf(
  store: RequestsStore,
  memberId: string,
): Promise<{ sent: ExportedRequest[]; received: ExportedRequest[] }> {
  const [sentRows, received] = await Promise.all([
    requestRows(store)
      .select(ROW_COLUMNS)
      .where("r.buyer_id", "=", memberId)
      .orderBy("s.id")
      .execute(),
    requestRows(store)
      .select(ROW_COLUMNS)
      .where("v.owner_id", "=", memberId)
      .orderBy("s.id")
      .execute(),
  ]);
  return {
    sent: await Promise.all(sentRows.map((row) => exported(store, row))),
    received: await Promise.all(received.map((row) => exported(store, row))),
  };
}
