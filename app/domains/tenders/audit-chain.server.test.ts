import { describe, expect, it } from "vitest";
import {
  bidHash,
  canonicalJson,
  checkChain,
  GENESIS_HASH,
  nextEntry,
  type AuditEntry,
  type BidContent,
} from "./audit-chain.server";

const chain = (n: number): AuditEntry[] => {
  const entries: AuditEntry[] = [];
  for (let i = 0; i < n; i++) {
    entries.push(
      nextEntry(entries.at(-1), {
        tenderId: "t1",
        at: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
        actorId: "u1",
        actorRole: "buyer",
        event: i === 0 ? "published" : "amended",
        data: { n: i, body: `change ${i}` },
      }),
    );
  }
  return entries;
};

describe("a tender's audit chain", () => {
  it("starts from the genesis hash and links each entry to the one before", () => {
    const entries = chain(3);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(entries[0]!.prevHash).toBe(GENESIS_HASH);
    expect(entries[1]!.prevHash).toBe(entries[0]!.hash);
    expect(entries[2]!.prevHash).toBe(entries[1]!.hash);
    expect(checkChain(entries)).toEqual({ ok: true, entries: 3 });
  });

  it("fails at the entry whose content was changed", () => {
    const entries = chain(4);
    entries[1] = { ...entries[1]!, data: canonicalJson({ n: 1, body: "something else" }) };
    expect(checkChain(entries)).toMatchObject({ ok: false, brokenAt: 2 });
  });

  it("fails at the entry after one that was changed and hashed again", () => {
    const entries = chain(4);
    const edited = nextEntry(entries[0], { ...entries[1]!, data: { n: 1, body: "forged" } });
    entries[1] = edited;
    expect(checkChain(entries)).toMatchObject({ ok: false, brokenAt: 3 });
  });

  it("fails where an entry was removed", () => {
    const entries = chain(4);
    entries.splice(2, 1);
    expect(checkChain(entries)).toMatchObject({ ok: false, brokenAt: 4 });
  });

  it("writes its details as one text whatever the order of their keys", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });
});

describe("a bid's hash", () => {
  const bid: BidContent = {
    tenderId: "t1",
    bidId: "b1",
    vendorId: "v1",
    version: 1,
    prices: [{ itemId: "i1", unitPrice: 25000 }],
    total: 1000000,
    deliveryDays: 21,
    validUntil: "2031-01-31",
    message: "",
    documents: [],
    at: "2030-01-01T00:00:00.000Z",
  };

  it("is a SHA-256 that changes with any price", () => {
    expect(bidHash(bid)).toMatch(/^[0-9a-f]{64}$/);
    expect(bidHash({ ...bid, prices: [{ itemId: "i1", unitPrice: 25001 }] })).not.toBe(
      bidHash(bid),
    );
    expect(bidHash({ ...bid })).toBe(bidHash(bid));
  });
});
