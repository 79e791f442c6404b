// What the page must have before it hydrates. React Router imports the matched routes' modules
// before it runs the client entry, so a module of theirs can ask the entry to wait for a chunk
// the server-rendered page needs to answer its first click (the user menu, for a signed-in
// visitor). Everything else hydrates at once.

const held: Promise<unknown>[] = [];

/** Hydration waits for `work` (its failure too: the page then hydrates all the same). */
export function holdHydration(work: Promise<unknown>): void {
  held.push(work);
}

/** Settles once everything held has. */
export function hydrationReleased(): Promise<unknown> {
  return Promise.allSettled(held);
}
