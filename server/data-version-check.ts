import type { PageCache } from "./page-cache";

// Kept pages and the data's version (server/pages.ts): a write by any process changes the
// version, and the pages kept before it are dropped. The check must never stand between a
// visitor and a kept page when the database is away (docs/decisions/281).

/** How often the data version is read: the longest a page from another process's write stays stale. */
export const DATA_VERSION_CHECK_MS = 250;

/**
 * How long a visitor waits for the data version before the kept page answers anyway: the
 * database may be away (docs/decisions/281), and a page kept from before is better than none.
 */
export const DATA_VERSION_WAIT_MS = 500;

/** Whether `promise` settles within `ms` (it is not stopped: it may settle later). */
const settlesWithin = (promise: Promise<unknown>, ms: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Drops the kept pages when another process changed the data (checked at most every 250 ms,
 * one check at a time). When the database does not answer, the kept pages go on answering.
 */
export function staleCheck(
  cache: PageCache | null,
  dataVersion: (() => Promise<string>) | undefined,
): () => Promise<void> {
  let version: string | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  return async () => {
    if (!cache || !dataVersion) return;
    if (!checking) {
      const now = Date.now();
      if (now - checkedAt < DATA_VERSION_CHECK_MS) return;
      checkedAt = now;
      checking = dataVersion()
        .then(
          (current) => {
            if (version !== null && current !== version) cache.clear();
            version = current;
          },
          // The database is away: what is kept is served until it answers again.
          () => undefined,
        )
        .finally(() => (checking = null));
    }
    await settlesWithin(checking, DATA_VERSION_WAIT_MS);
  };
}
