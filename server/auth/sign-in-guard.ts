// Slows down password guessing against one account: after MAX_FAILURES failed sign-ins for an
// e-mail address within WINDOW_MS, further attempts for it are refused until the window has
// passed, whatever the password. (The accounts library also limits requests per client IP.)

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
const MAX_ENTRIES = 50_000;

interface Entry {
  failures: number;
  firstFailureAt: number;
}

export class SignInGuard {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.firstFailureAt >= WINDOW_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Seconds until another attempt is allowed, or 0 if one is allowed now. */
  retryAfter(email: string): number {
    const entry = this.live(email);
    if (!entry || entry.failures < MAX_FAILURES) return 0;
    return Math.max(1, Math.ceil((entry.firstFailureAt + WINDOW_MS - this.now()) / 1000));
  }

  recordFailure(email: string): void {
    const entry = this.live(email);
    if (entry) {
      entry.failures += 1;
      return;
    }
    if (this.entries.size >= MAX_ENTRIES) this.prune();
    this.entries.set(email, { failures: 1, firstFailureAt: this.now() });
  }

  recordSuccess(email: string): void {
    this.entries.delete(email);
  }

  private prune(): void {
    for (const key of [...this.entries.keys()]) this.live(key);
    // Still full of fresh entries: drop the oldest rather than grow without bound.
    for (const key of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES) break;
      this.entries.delete(key);
    }
  }
}
