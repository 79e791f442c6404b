import { createHash, randomBytes } from "node:crypto";
import type { Job, Vendor } from "~/data/types";

// What a member's shortlists and saved jobs are, as the pages read them, and the share token.

export interface ShortlistSummary {
  id: string;
  ownerId: string;
  name: string;
  /** Whether the list has a read-only link (kept only as its token's fingerprint). */
  shared: boolean;
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

/**
 * What the database keeps of a share token: its SHA-256, in hex. The link itself is shown to
 * its owner once, when it is made; a copy of the database opens no list.
 */
export function shareTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
