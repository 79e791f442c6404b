// Time that decides something (a deadline) is read when the decision is made, inside the write
// that depends on it, never when the request arrived: a body that takes 20 s to arrive must not
// carry the moment it began (docs/decisions/216). A write takes a Clock and reads it after it has
// locked what it checks; a test may pass a fixed moment instead.

/** Where a write reads the time: the system clock, read when asked, or a fixed moment. */
export type Clock = Date | (() => Date);

export const systemClock: Clock = () => new Date();

/** The clock's time now. */
export const readClock = (clock: Clock): Date => (typeof clock === "function" ? clock() : clock);
