import type { Asker, Party, RequestDetail, RequestsStore } from "./model.server";
import { byToken, detail, rowFor, setStatus } from "./rows.server";

// A conversation's course, from either side: closing and reopening it, turning its private links
// off, and the thread a private link opens (kept in an account by keeping.server.ts).

/** Closes a request of the owner's company; false if it is not theirs. */
export async function close(store: RequestsStore, asker: Asker, id: string): Promise<boolean> {
  return setOpen(store, { owner: asker }, id, false);
}

/** Closes (open=false) or reopens a thread, from either side; false if not theirs. */
export async function setOpen(
  store: RequestsStore,
  party: Party,
  id: string,
  open: boolean,
): Promise<boolean> {
  const row = await rowFor(store, party, id);
  if (!row) return false;
  if (!open) {
    await setStatus(store, id, "closed");
    return true;
  }
  if (row.status !== "closed") return true;
  const last = await store.db
    .selectFrom("request_replies")
    .select("author_side")
    .where("submission_id", "=", id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  await setStatus(store, id, !last ? "read" : last.author_side === "buyer" ? "new" : "replied");
  return true;
}

/** Revokes every private link to the thread; false if the party may not. */
export async function revokeLinks(
  store: RequestsStore,
  party: Party,
  id: string,
): Promise<boolean> {
  const row = await rowFor(store, party, id);
  if (!row) return false;
  await store.db
    .updateTable("request_tokens")
    .set({ revoked_at: store.now().toISOString() })
    .where("submission_id", "=", id)
    .where("revoked_at", "is", null)
    .execute();
  return true;
}

/** The thread a private link opens; undefined when the link is unknown, expired or revoked. */
export async function thread(
  store: RequestsStore,
  token: string,
): Promise<RequestDetail | undefined> {
  const row = await byToken(store, token);
  return row ? detail(store, row) : undefined;
}
