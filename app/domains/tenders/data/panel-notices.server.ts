import type { Transaction } from "kysely";
import { bidsUnsealed } from "../rules";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import type { Database } from "../../../../server/db/schema";
import type { Tell } from "../../../../server/db/write";
import { iso, lockTender, tenderFromRow, type TenderStore } from "./model.server";

// The evaluation panel is told when a tender's bids open (issue 41, decision 320): when its
// buyer first opens them, or by the minute's job when nobody has; each member once.

/** Tells the panel members not told yet that the tender's bids are open to evaluate. */
export async function tellPanel(
  trx: Transaction<Database>,
  tell: Tell,
  tenderId: string,
  title: string,
  at: string,
): Promise<number> {
  const seats = await trx
    .selectFrom("tender_panel")
    .leftJoin("user", "user.id", "tender_panel.member_id")
    .select(["tender_panel.member_id", "user.email"])
    .where("tender_panel.tender_id", "=", tenderId)
    .where("tender_panel.notified_at", "is", null)
    .execute();
  for (const seat of seats) {
    await tell(trx, {
      kind: "tender-evaluation",
      userId: seat.member_id,
      title: `Bids to evaluate: ${title}`,
      body: "The bids are open. Declare that you have no conflict of interest, then score them.",
      link: `/projects/${tenderId}/evaluate`,
      email: seat.email ?? null,
      mail: null,
      dedupeKey: `tender-evaluation:${tenderId}:${seat.member_id}`,
    });
  }
  if (seats.length > 0)
    await trx
      .updateTable("tender_panel")
      .set({ notified_at: at })
      .where("tender_id", "=", tenderId)
      .where("notified_at", "is", null)
      .execute();
  return seats.length;
}

/**
 * The panels of the tenders whose bids opened (deadline passed, not cancelled before it) and
 * were not told yet: each member told once. Run every minute by the job runner.
 */
export async function tellOpenedPanels(
  store: TenderStore,
  tell: Tell,
  clock: Clock = systemClock,
): Promise<number> {
  const now = readClock(clock);
  const due = await store.db
    .selectFrom("tenders")
    .innerJoin("tender_panel as p", "p.tender_id", "tenders.id")
    .select(["tenders.id"])
    .distinct()
    .where("tenders.published_at", "is not", null)
    .where("tenders.bid_deadline", "<=", iso(now))
    .where("tenders.awarded_at", "is", null)
    .where("tenders.cancelled_at", "is", null)
    .where("p.notified_at", "is", null)
    .limit(50)
    .execute();
  let told = 0;
  for (const { id } of due) {
    told += await store.write(async (trx) => {
      const row = await lockTender(trx, id);
      if (!row || !bidsUnsealed(tenderFromRow(row, now), now)) return 0;
      return tellPanel(trx, tell, id, row.title, iso(now));
    });
  }
  return told;
}
