import { openDatabase, type Db } from "../../../server/db/database";

// The tests' clock for a tender: its question and bid deadlines moved a minute into the past,
// as time would move them, so that its bids open (flows on the site's database, browser tests
// on their server's data folder).

/** Moves the tender's question and bid deadlines a minute into the past. */
export async function passDeadlines(db: Db, tenderId: string): Promise<void> {
  const past = new Date(Date.now() - 60_000).toISOString();
  await db
    .updateTable("tenders")
    .set({ bid_deadline: past, question_deadline: past })
    .where("id", "=", tenderId)
    .execute();
}

/** The same, on the SQLite database of a server's data folder. */
export async function passDeadlinesIn(dataDir: string, tenderId: string): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await passDeadlines(db, tenderId);
  } finally {
    await db.destroy();
  }
}
