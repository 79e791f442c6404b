import { createHash } from "node:crypto";
import type { ChainCheck } from "./audit-timeline";

// A tender's audit trail as a hash chain (issue 41, docs/decisions/291): each entry holds the
// SHA-256 of the one before it, and its own hash covers everything it says, so changing,
// removing or reordering an entry after it was written breaks the chain at that entry. Pure:
// the data layer (data/audit.server.ts) stores and reads the entries.

export const AUDIT_EVENTS = [
  "drafted",
  "published",
  "amended",
  "question-asked",
  "question-answered",
  "invited",
  "bid-placed",
  "bid-revised",
  "bid-reconfirmed",
  "bid-withdrawn",
  "bids-opened",
  "conflict-declared",
  "scored",
  "award-intended",
  "award-cancelled",
  "awarded",
  "cancelled",
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/** Who made an event, as the trail names them: never more than their role and id. */
export const AUDIT_ROLES = [
  "buyer",
  "bidder",
  "supplier",
  "evaluator",
  "operator",
  "site",
] as const;
export type AuditRole = (typeof AUDIT_ROLES)[number];

/** The hash the first entry of every chain points back to. */
export const GENESIS_HASH = "0".repeat(64);

export interface AuditEntry {
  tenderId: string;
  /** 1, 2, 3... in the order the events were written. */
  seq: number;
  at: string;
  actorId: string | null;
  actorRole: AuditRole;
  event: AuditEvent;
  /** The event's details as canonical JSON (`canonicalJson`), exactly as hashed. */
  data: string;
  prevHash: string;
  hash: string;
}

/** JSON with object keys sorted at every level: one text for one value, whatever its key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** An entry's own hash: SHA-256 of every field it has but the hash, in a fixed order. */
export function entryHash(entry: Omit<AuditEntry, "hash">): string {
  return sha256(
    JSON.stringify([
      entry.tenderId,
      entry.seq,
      entry.at,
      entry.actorId,
      entry.actorRole,
      entry.event,
      entry.data,
      entry.prevHash,
    ]),
  );
}

/** The next entry of a chain whose last entry is `last` (none: the first). */
export function nextEntry(
  last: Pick<AuditEntry, "seq" | "hash"> | undefined,
  entry: Pick<AuditEntry, "tenderId" | "at" | "actorId" | "actorRole" | "event"> & {
    data: Record<string, unknown>;
  },
): AuditEntry {
  const unhashed = {
    ...entry,
    seq: (last?.seq ?? 0) + 1,
    data: canonicalJson(entry.data),
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  return { ...unhashed, hash: entryHash(unhashed) };
}

export type { ChainCheck } from "./audit-timeline";

/**
 * Checks a tender's chain, its entries in `seq` order: each numbered one more than the one
 * before, pointing back to its hash, and hashing to its own. Names the first entry that fails.
 */
export function checkChain(entries: readonly AuditEntry[]): ChainCheck {
  let prev: AuditEntry | undefined;
  for (const entry of entries) {
    const broken = (reason: string): ChainCheck => ({
      ok: false,
      entries: entries.length,
      brokenAt: entry.seq,
      reason,
    });
    if (entry.seq !== (prev?.seq ?? 0) + 1) {
      return broken(`entry ${(prev?.seq ?? 0) + 1} is missing before it`);
    }
    if (entry.prevHash !== (prev?.hash ?? GENESIS_HASH)) {
      return broken("it does not hold the hash of the entry before it");
    }
    if (entryHash(entry) !== entry.hash) {
      return broken("its content was changed after it was written");
    }
    prev = entry;
  }
  return { ok: true, entries: entries.length };
}

/** A bid's content as its hash covers it: what the bidder offered, in a fixed form. */
export interface BidContent {
  tenderId: string;
  bidId: string;
  vendorId: string;
  version: number;
  /** Unit prices in cents, in the order of the tender's line items. */
  prices: { itemId: string; unitPrice: number }[];
  total: number;
  deliveryDays: number;
  validUntil: string;
  message: string;
  documents: { id: string; name: string; size: number; sha256: string | null }[];
  at: string;
}

/** The bid's hash, as its receipt gives it and its trail entry holds it. */
export function bidHash(content: BidContent): string {
  return sha256(canonicalJson(content));
}
