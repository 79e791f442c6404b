import type { Transaction } from "kysely";
import type { Database } from "./schema";

// The shapes every domain's data module shares with the repository that gathers them: kept apart
// so that a domain module imports these, and never the repository that imports it.

/** Runs a change in one transaction (the repository's, which also tells the page cache). */
export type Write = <T>(change: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

/** One page of a list: its items, how many match the filters, and how many there are. */
export interface Page<T> {
  items: T[];
  matches: number;
  total: number;
}
