import type { Transaction } from "kysely";
import type { NewNotice } from "../../app/domains/notifications/index.server";
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
  /** The counts were bounded by this cap: a count above it means "more than cap" (decision 515). */
  cap?: number;
}

/** Writes a notice in the event's own transaction (app/domains/notifications `write`). */
export type Tell = (trx: Transaction<Database>, notice: NewNotice) => Promise<unknown>;
/** A Tell that tells nobody (tests, and writes whose notices are not wanted). */
export const silent: Tell = async () => {};

/** Functions that take a store first, as methods bound to one store. */
export type BoundTo<S, F> = {
  [K in keyof F]: F[K] extends (store: S, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/**
 * A domain's data functions (each `(store, ...args)`, in modules by use case) bound to one store:
 * the object the repository hands to loaders and actions, as `repo.<domain>.<function>(...args)`.
 */
export function bindStore<S, F extends Record<string, (store: S, ...args: never[]) => unknown>>(
  store: S,
  functions: F,
): BoundTo<S, F> {
  return Object.fromEntries(
    Object.entries(functions).map(([name, fn]) => [name, (...args: never[]) => fn(store, ...args)]),
  ) as BoundTo<S, F>;
}
