import { randomBytes } from "node:crypto";
import { sql, type Selectable } from "kysely";
import type { Db } from "../db/database";
import type { MailboxTable } from "../db/schema";

// The inbox's mailboxes: the addresses forms may send to, pending until their owner follows the
// activation link mailed to them (the operator's own are active from the start).

export type MailboxStatus = "pending" | "active";

export interface Mailbox {
  address: string;
  status: MailboxStatus;
  activationToken: string | null;
  createdAt: string;
  activatedAt: string | null;
  activationMailedAt: string | null;
  activationMailCount: number;
}

function toMailbox(row: Selectable<MailboxTable>): Mailbox {
  return {
    address: row.address,
    status: row.status,
    activationToken: row.activation_token,
    createdAt: row.created_at,
    activatedAt: row.activated_at,
    activationMailedAt: row.activation_mailed_at,
    activationMailCount: Number(row.activation_mail_count),
  };
}

export class Mailboxes {
  constructor(private readonly db: Db) {}

  async byAddress(address: string): Promise<Mailbox | undefined> {
    const row = await this.db
      .selectFrom("mailboxes")
      .selectAll()
      .where("address", "=", address)
      .executeTakeFirst();
    return row && toMailbox(row);
  }

  async all(): Promise<Mailbox[]> {
    const rows = await this.db.selectFrom("mailboxes").selectAll().orderBy("address").execute();
    return rows.map(toMailbox);
  }

  /** Makes a mailbox active (creating it), as the operator's own mailboxes are. */
  async activate(address: string, now = new Date()): Promise<Mailbox> {
    await this.db
      .insertInto("mailboxes")
      .values({
        address,
        status: "active",
        created_at: now.toISOString(),
        activated_at: now.toISOString(),
      })
      .onConflict((oc) =>
        oc.column("address").doUpdateSet({
          status: "active",
          activation_token: null,
          activated_at: sql`coalesce(mailboxes.activated_at, excluded.activated_at)`,
        }),
      )
      .execute();
    return (await this.byAddress(address))!;
  }

  /** The mailbox, created as pending with a fresh activation token if it is new. */
  async pending(address: string, now = new Date()): Promise<Mailbox> {
    await this.db
      .insertInto("mailboxes")
      .values({
        address,
        status: "pending",
        activation_token: randomBytes(24).toString("base64url"),
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column("address").doNothing())
      .execute();
    return (await this.byAddress(address))!;
  }

  /** The pending mailbox this activation token belongs to. */
  async pendingByToken(token: string): Promise<Mailbox | undefined> {
    const row = await this.db
      .selectFrom("mailboxes")
      .selectAll()
      .where("activation_token", "=", token)
      .where("status", "=", "pending")
      .executeTakeFirst();
    return row && toMailbox(row);
  }

  async activateByToken(token: string, now = new Date()): Promise<Mailbox | undefined> {
    const row = await this.db
      .updateTable("mailboxes")
      .set({ status: "active", activation_token: null, activated_at: now.toISOString() })
      .where("activation_token", "=", token)
      .where("status", "=", "pending")
      .returningAll()
      .executeTakeFirst();
    return row && toMailbox(row);
  }

  async markActivationMailed(address: string, now = new Date()): Promise<void> {
    await this.db
      .updateTable("mailboxes")
      .set((eb) => ({
        activation_mailed_at: now.toISOString(),
        activation_mail_count: eb("activation_mail_count", "+", 1),
      }))
      .where("address", "=", address)
      .execute();
  }

  async pendingCount(): Promise<number> {
    const row = await this.db
      .selectFrom("mailboxes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Deletes the pending mailboxes created at or before `before`, except those named in `keep` (the
   * operator's own, which wait for activation as long as it takes). Returns how many went.
   */
  async expirePending(before: Date, keep: readonly string[] = []): Promise<number> {
    let query = this.db
      .deleteFrom("mailboxes")
      .where("status", "=", "pending")
      .where("created_at", "<=", before.toISOString());
    if (keep.length > 0) query = query.where("address", "not in", keep);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
