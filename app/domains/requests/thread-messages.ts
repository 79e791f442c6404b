// What a thread's page says after its form was posted (thread-action.server.ts).

export type ThreadDone = "replied" | "closed" | "reopened" | "revoked";

export interface ThreadAnswer {
  error: string | null;
  body: string;
  done: ThreadDone | null;
  /** A fresh attempt key for the form, when the one it had was used for another reply. */
  attempt?: string;
}

/** The confirmation a page shows after `done`. */
export function doneMessage(done: ThreadDone | null | undefined): string | null {
  switch (done) {
    case "replied":
      return "Your reply was sent.";
    case "closed":
      return "The request is closed.";
    case "reopened":
      return "The request is open again.";
    case "revoked":
      return "The private links to this conversation no longer work.";
    default:
      return null;
  }
}

/** What the private link's page says after a failed join (its fields as typed, and why). */
export interface JoinAnswer {
  join: {
    message: string | null;
    fields: Partial<Record<"name" | "email" | "password", string>>;
    values: { name: string; email: string };
  };
}

/** A link e-mailed to keep a thread (data/keeping.server.ts) lasts this long. */
export const KEEP_LINK_DAYS = 3;

/** What the private link's page says once a link to keep the thread was e-mailed. */
export interface KeepAnswer {
  keep: { sent: string };
}
