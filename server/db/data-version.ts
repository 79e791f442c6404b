import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Db } from "./database";
import type { Database } from "./schema";
import type { Write } from "./write";

// The data version: renewed in every write's own transaction, so every server process on this
// database (not only the one that wrote) can tell its cached pages are out of date.

const DATA_VERSION_KEY = "data-version";

type Listener = () => void;

/** The data version as the database holds it now ("initial" before the first write). */
export async function readDataVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom("meta")
    .select("value")
    .where("key", "=", DATA_VERSION_KEY)
    .executeTakeFirst();
  return row?.value ?? "initial";
}

export function dataVersioning(db: Db) {
  const listeners = new Set<Listener>();

  /** Runs a change in a transaction that also renews the data version, then tells the listeners. */
  const write: Write = async <T>(change: (trx: Transaction<Database>) => Promise<T>) => {
    const result = await db.transaction().execute(async (trx) => {
      const value = await change(trx);
      await trx
        .insertInto("meta")
        .values({ key: DATA_VERSION_KEY, value: randomUUID() })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })),
        )
        .execute();
      return value;
    });
    for (const listener of listeners) listener();
    return result;
  };

  return {
    write,
    /** Changes with every write, in any process: cached pages older than it are stale. */
    dataVersion: () => readDataVersion(db),
    /** Called after every write in this process, so cached pages that may show the data are dropped. */
    onChange(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
