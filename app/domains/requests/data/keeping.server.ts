import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { sameEmail } from "~/domains/accounts/index.server";
import { KEEP_LINK_DAYS } from "../thread-messages";
import { hashToken, TOKEN_SHAPE, type RequestsStore } from "./model.server";
import { byToken, unkept, type Row } from "./rows.server";

// Keeping the thread a private link opens in an account (docs/decisions/230). The link lets its
// holder read and answer; only the account of the address the request was sent from keeps the
// thread: at once when that address is confirmed (or the site sends no e-mail, so no link ever
// left it), else by a link e-mailed to the address, opened by the account that asked. Kept, the
// thread is that account's alone: its private links stop working.

const KEEP_LINK_MS = KEEP_LINK_DAYS * 24 * 60 * 60 * 1000;

export type KeepOutcome =
  /** Kept in the account: the request's id. */
  | { kept: string }
  /** A link to keep it was e-mailed to this address. */
  | { sent: string };

/** The e-mail with the link that keeps the thread, sent to the address the request came from. */
export function keepMail(thread: { company: string; link: string }, days = KEEP_LINK_DAYS) {
  return {
    subject: `Keep your conversation with ${thread.company} in your account`,
    text: [
      `You asked to keep your conversation with ${thread.company} in your ProcureConnect account.`,
      "",
      `Open this link, signed in to that account, to keep it there: ${thread.link}`,
      "",
      `The link works for ${days} days. If you did not ask for this, ignore this e-mail: the`,
      "conversation stays where it is.",
      "",
    ].join("\n"),
  };
}

/** Attaches the thread to the account and turns its links off, in one transaction. */
async function attach(store: RequestsStore, row: Row, memberId: string): Promise<string | null> {
  const at = store.now().toISOString();
  return store.db.transaction().execute(async (trx) => {
    const kept = await trx
      .updateTable("company_requests")
      .set({ buyer_id: memberId, updated_at: at })
      .where("submission_id", "=", row.id)
      .where("buyer_id", "is", null)
      .executeTakeFirst();
    if (Number(kept.numUpdatedRows) === 0) return null;
    await trx
      .updateTable("request_tokens")
      .set({ revoked_at: at })
      .where("submission_id", "=", row.id)
      .where("revoked_at", "is", null)
      .execute();
    return row.id;
  });
}

/** The member asking to keep a thread, as their session shows them. */
export interface Keeper {
  id: string;
  email: string;
  emailVerified?: boolean;
}

/**
 * Keeps the thread a private link opens in a member's account, or e-mails the link that does it
 * when their address is not confirmed yet. Null when the link does not work, or the account's
 * address is not the one the request was sent from.
 */
export async function keep(
  store: RequestsStore,
  token: string,
  member: Keeper,
): Promise<KeepOutcome | null> {
  const row = await byToken(store, token);
  if (!row || !sameEmail(member.email, row.buyer_email)) return null;
  const mail = store.notifications?.mailEnabled === true;
  if (member.emailVerified === true || !mail) {
    const id = await attach(store, row, member.id);
    return id ? { kept: id } : null;
  }
  const keepToken = randomBytes(32).toString("base64url");
  const at = store.now();
  await store.db
    .insertInto("request_tokens")
    .values({
      token_hash: hashToken(keepToken),
      submission_id: row.id,
      email: member.email,
      member_id: member.id,
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + KEEP_LINK_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  await store.notifications!.mailOnly(
    member.email,
    keepMail({ company: row.vendor_name, link: `${store.publicUrl}/requests/keep/${keepToken}` }),
  );
  return { sent: member.email };
}

/** `keep` for the account just made with `email` (the accounts' API shows no ids). */
export async function keepForNewAccount(
  store: RequestsStore,
  token: string,
  email: string,
): Promise<KeepOutcome | null> {
  const user = await store.db
    .selectFrom("user")
    .select(["id", "email"])
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  // Just made: its address is not confirmed yet.
  return user ? keep(store, token, { ...user, emailVerified: false }) : null;
}

/**
 * Opens a link e-mailed by `keep`: keeps the thread in the account that asked, when that account
 * opens it, its address is still the request's, and no account has the thread yet. The request's
 * id, or null.
 */
export async function confirmKeep(
  store: RequestsStore,
  keepToken: string,
  member: Keeper,
): Promise<string | null> {
  if (!TOKEN_SHAPE.test(keepToken)) return null;
  const link = await store.db
    .selectFrom("request_tokens")
    .select(["submission_id", "expires_at", "revoked_at"])
    .where("token_hash", "=", hashToken(keepToken))
    .where("member_id", "=", member.id)
    .executeTakeFirst();
  if (!link || link.revoked_at !== null || link.expires_at <= store.now().toISOString())
    return null;
  const row = await unkept(store, link.submission_id);
  if (!row || !sameEmail(member.email, row.buyer_email)) return null;
  return attach(store, row, member.id);
}
