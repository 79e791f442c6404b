import { randomBytes } from "node:crypto";
import type { Job, Vendor } from "~/data/types";

// What a member's shortlists and saved jobs are, as the pages read them, and the share token.

export interface ShortlistSummary {
  id: string;
  ownerId: string;
  name: string;
  shareToken: string | null;
  createdAt: string;
  updatedAt: string;
  /** Suppliers on it that are listed (public). */
  count: number;
}

export interface ShortlistEntry {
  vendor: Vendor;
  note: string;
  addedAt: string;
}

export interface ShortlistWithItems extends ShortlistSummary {
  items: ShortlistEntry[];
}

export interface SavedJob {
  job: Job;
  savedAt: string;
}

export type AddResult =
  | { kind: "added"; list: { id: string; name: string }; already: boolean }
  | { kind: "no-vendor" }
  | { kind: "no-list" }
  | { kind: "list-full" };

/** A new share token: 32 random bytes, base64url (app/domains/shortlists/permissions.ts). */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}
