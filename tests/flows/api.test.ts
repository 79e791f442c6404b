import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { documented } from "./api-schema";
import { draftedContract, OTHER, WINNER } from "./api-contract";
import { lotBid, twoLotTender } from "../../app/domains/tenders/lots.testing";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";
import { passDeadlines } from "../../app/domains/tenders/deadlines.testing";

// The API (/api/v1, issue 45) through the request handler: tokens made and revoked on the account
// page without JavaScript; the public lists paged by cursor; junk queries answered 400; a
// company's requests read and replied to with its token, refused to another company's token
// (404) and to a read token (403); the rate limit per token. Every answer is checked against the
// OpenAPI document.

const COMPANY_A = "forgeline-precision-manufacturing";
const COMPANY_B = "tessellate-trade-finance";
const BUYER_CO = "kestrel-freight-partners";
const BUYER_OTHER_CO = "stonequay-construction";
const BIDDER_CO = "signalhouse-marketing";
const LOT_BUYER_CO = "solvane-energy-systems";
const LOT_BIDDER_CO = "quillon-data-security";
const unique = () => randomBytes(4).toString("hex");

type Member = Visitor & { email: string; name: string };

/** Makes a token on the account page (the plain form), and reads it from the answer. */
async function makeToken(owner: Member, name: string, company: string, scope: string) {
  const page = await owner.get("/account/api-tokens");
  const made: Page = await owner.press(page, "Create token", {
    Name: name,
    Company: company,
    "What it may do": scope,
  });
  expect(made.status).toBe(200);
  const token = (made.document.getElementById("token-value") as HTMLInputElement | null)?.value;
  expect(token).toMatch(/^pc_[A-Za-z0-9_-]{43}$/);
  return token!;
}

describe.each(BACKENDS)("the API on %s", (backend) => {
  let site: Site;
  let ownerA: Member;
  let ownerB: Member;
  let item: string;
  let read: string;
  let write: string;
  let otherWrite: string;

  /** A call of the API with a token, checked against the document. */
  const call = async (
    path: string,
    token: string | null,
    init: { method?: string; json?: unknown; type?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (init.json !== undefined) headers["Content-Type"] = init.type ?? "application/json";
    const method = init.method ?? (init.json === undefined ? "GET" : "POST");
    const response = await site.visitor().fetch(path, {
      method,
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const status = response.status;
    const retryAfter = response.headers.get("retry-after");
    return { status, retryAfter, body: await documented(method, path, response) };
  };

  beforeAll(async () => {
    site = await openSite(backend);
    const repo = createRepository(site.db);
    ownerA = await site.member("Ada Owner");
    ownerB = await site.member("Bob Owner");
    expect(await repo.vendors.assignOwner(COMPANY_A, ownerA.email)).toBe("done");
    expect(await repo.vendors.assignOwner(COMPANY_B, ownerB.email)).toBe("done");
    const buyer = await site.member("Bea Buyer");
    item = `Machined brackets ${unique()}`;
    const form = await buyer.get(`/vendors/${COMPANY_A}/quote`);
    const sent = await buyer.press(form, "Submit Request", {
      Category: "Manufacturing",
      "Item / Service": item,
      Quantity: "400 brackets",
    });
    expect(sent.text).toContain("Quote request submitted successfully!");
    read = await makeToken(ownerA, "ERP reader", COMPANY_A, "read");
    write = await makeToken(ownerA, "ERP writer", COMPANY_A, "write");
    otherWrite = await makeToken(ownerB, "CRM", COMPANY_B, "write");
  });
  afterAll(() => site?.close());

  it("pages the public lists by cursor, without a token", async () => {
    const first = await call("/api/v1/suppliers?limit=3", null);
    expect(first.status).toBe(200);
    const items = first.body.items as { id: string }[];
    expect(items).toHaveLength(3);
    const second = await call(`/api/v1/suppliers?limit=3&cursor=${first.body.next}`, null);
    const again = second.body.items as { id: string }[];
    expect(again).toHaveLength(3);
    expect(again.filter((s) => items.some((i) => i.id === s.id))).toEqual([]);
    const cpv = await call("/api/v1/suppliers?division=45", null);
    expect(cpv.status).toBe(200);
    for (const path of ["/api/v1/tenders", "/api/v1/awards", "/api/v1/jobs?limit=100"])
      expect((await call(path, null)).status).toBe(200);
    const doc = await site.visitor().fetch("/api/v1/openapi.json");
    expect(((await doc.json()) as { openapi: string }).openapi).toBe("3.1.0");
  });

  it("answers junk in a query with a 400 that says what is wrong, never a 500", async () => {
    const cases: [string, RegExp][] = [
      ["/api/v1/tenders?state=bogus", /"state".*one of open, awarded/],
      ["/api/v1/tenders?colour=red", /Unknown query parameter "colour"/],
      ["/api/v1/suppliers?limit=0", /limit must be a whole number from 1 to 100/],
      ["/api/v1/suppliers?limit=abc", /limit must be/],
      ["/api/v1/jobs?cursor=%25%25%25", /cursor is not one this API gave/],
      ["/api/v1/jobs?cursor=bm90LWpzb24", /cursor is not one this API gave/],
      ["/api/v1/suppliers?division=4%27%3B--", /"division"/],
      ["/api/v1/me/requests?status=lost", /"status"/],
    ];
    for (const [path, detail] of cases) {
      const answer = await call(path, read);
      expect(answer.status, path).toBe(400);
      expect(answer.body.detail, path).toMatch(detail);
    }
    expect((await call("/api/v1/no-such-endpoint", null)).status).toBe(404);
    const wrong = await site.visitor().fetch("/api/v1/me/requests/x/replies");
    expect([wrong.status, wrong.headers.get("allow")]).toEqual([405, "POST"]);
    expect(wrong.headers.get("content-type")).toBe("application/problem+json");
  });

  it("reads and replies to a company's requests with its token, and refuses others", async () => {
    // No token, a session cookie only, a token that is not one: 401.
    expect((await call("/api/v1/me/requests", null)).status).toBe(401);
    expect((await ownerA.fetch("/api/v1/me/requests")).status).toBe(401);
    expect((await call("/api/v1/me/requests", `pc_${"x".repeat(43)}`)).status).toBe(401);

    const list = await call("/api/v1/me/requests", read);
    expect(list.status).toBe(200);
    const request = (list.body.items as { id: string; subject: string }[]).find((r) =>
      r.subject.includes(item),
    );
    expect(request).toBeDefined();
    const path = `/api/v1/me/requests/${request!.id}`;
    expect((await call(path, read)).status).toBe(200);

    // Another company's token finds nothing; its own list does not have it.
    expect((await call(path, otherWrite)).status).toBe(404);
    const theirs = await call("/api/v1/me/requests", otherWrite);
    expect(JSON.stringify(theirs.body)).not.toContain(item);
    expect((await call(`${path}/replies`, otherWrite, { json: { body: "Not ours" } })).status).toBe(
      404,
    );

    // A read token may not write; a body that is not JSON is refused.
    expect((await call(`${path}/replies`, read, { json: { body: "Hello" } })).status).toBe(403);
    const plain = await call(`${path}/replies`, write, { json: "x", type: "text/plain" });
    expect(plain.status).toBe(415);
    const empty = await call(`${path}/replies`, write, { json: { body: "" } });
    expect(empty.status).toBe(400);

    // The write token replies, through the inbox page's own action.
    const reply = "We can make them in 3 weeks at $4.10 each.";
    const sent = await call(`${path}/replies`, write, { json: { body: reply } });
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe("replied");
    expect(JSON.stringify(sent.body.replies)).toContain(reply);
    const page = await ownerA.get(`/account/inbox/${request!.id}`);
    expect(page.text).toContain(reply);
  });

  it("keeps a company's tenders, bids and contracts to its tokens", async () => {
    for (const list of ["/api/v1/me/tenders", "/api/v1/me/bids", "/api/v1/me/contracts"]) {
      expect((await call(list, read)).status, list).toBe(200);
      expect((await call(list, null)).status, list).toBe(401);
    }
    expect((await call("/api/v1/me/contracts/no-such-contract", read)).status).toBe(404);
    const act = "/api/v1/me/contracts/no-such-contract/actions";
    expect((await call(act, read, { json: { intent: "accept" } })).status).toBe(403);
    expect((await call(act, write, { json: { intent: "accept" } })).status).toBe(404);
  });

  it("lets a supplier accept its contract with its token, and no other company", async () => {
    const { contractId, winner, other } = await draftedContract(site);
    const winnerWrite = await makeToken(winner, "Winner ERP", WINNER, "write");
    const winnerRead = await makeToken(winner, "Winner reader", WINNER, "read");
    const otherToken = await makeToken(other, "Other ERP", OTHER, "write");
    const path = `/api/v1/me/contracts/${contractId}`;
    const listed = await call("/api/v1/me/contracts", winnerRead);
    expect(JSON.stringify(listed.body)).toContain(contractId);
    const record = (await call(path, winnerRead)).body;
    expect(record.status).toBe("pending");
    // Money in the currency's units, as in the list and everywhere else in the API: two
    // forklifts at 20,617.00.
    const summary = (listed.body.items as { id: string; value: number }[]).find(
      (c) => c.id === contractId,
    );
    const [line] = record.items as { unitPrice: number }[];
    expect([record.value, summary?.value, line?.unitPrice]).toEqual([41_234, 41_234, 20_617]);
    expect((await call(path, otherToken)).status).toBe(404);
    expect(JSON.stringify((await call("/api/v1/me/contracts", otherToken)).body)).not.toContain(
      contractId,
    );
    const accept = { intent: "accept", country: "GB", vatId: "GB987654321" };
    expect((await call(`${path}/actions`, winnerRead, { json: accept })).status).toBe(403);
    expect((await call(`${path}/actions`, otherToken, { json: accept })).status).toBe(404);
    const refused = await call(`${path}/actions`, winnerWrite, { json: { intent: "accept" } });
    expect([refused.status, refused.body.detail]).toEqual([
      400,
      "Please give your country as two letters, e.g. GB.",
    ]);
    const published = async () =>
      JSON.stringify((await call("/api/v1/contracts?limit=100", null)).body).includes(contractId);
    expect(await published()).toBe(false);
    const accepted = await call(`${path}/actions`, winnerWrite, { json: accept });
    expect([accepted.status, accepted.body.status]).toEqual([200, "active"]);
    // Once accepted it is public, as in the tender's open data.
    expect(await published()).toBe(true);
    const again = await call(`${path}/actions`, winnerWrite, { json: accept });
    expect(again.status).toBe(409);
  });

  it("gives a buyer the bids on their tender once the deadline passes, to no one else", async () => {
    const repo = createRepository(site.db);
    const buyer = await site.member("Bix Buyer");
    const bidder = await site.member("Ben Bidder");
    for (const [slug, member] of [
      [BUYER_CO, buyer],
      [BUYER_OTHER_CO, buyer],
      [BIDDER_CO, bidder],
    ] as const)
      expect(await repo.vendors.assignOwner(slug, member.email)).toBe("done");
    const idOf = async (email: string) =>
      (
        await site.db
          .selectFrom("user")
          .select("id")
          .where("email", "=", email)
          .executeTakeFirstOrThrow()
      ).id;
    const buyerCo = (await repo.vendors.bySlug(BUYER_CO))!.id;
    const tenderId = await repo.tenders.create(
      { id: await idOf(buyer.email) },
      {
        title: `Pallet racking ${unique()}`,
        description: "Racking for the new hall.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Kestrel Freight",
        questionDeadline: "2030-01-01T12:00:00.000Z",
        bidDeadline: "2030-01-02T12:00:00.000Z",
        standstillDays: 0,
        items: [{ item: "Racking bay", quantity: 12, unit: "piece", specification: "" }],
        criteria: [],
      },
      [],
      { publish: true, buyerVendorId: buyerCo },
    );
    const secret = `Sealed offer ${unique()}`;
    const placed = await repo.tenders.placeBid(
      tenderId,
      { id: await idOf(bidder.email) },
      (await repo.vendors.bySlug(BIDDER_CO))!.id,
      { prices: [45_050], deliveryDays: 30, validUntil: "2031-01-31", message: secret },
      [],
    );
    expect(placed.ok).toBe(true);
    const buyerRead = await makeToken(buyer, "Buyer ERP", BUYER_CO, "read");
    const buyerOther = await makeToken(buyer, "Other desk", BUYER_OTHER_CO, "read");
    const bidderRead = await makeToken(bidder, "Bidder CRM", BIDDER_CO, "read");
    const path = `/api/v1/me/tenders/${tenderId}/bids`;

    // Before the deadline: sealed, their number only, as on the comparison page.
    const listed = await call("/api/v1/me/tenders", buyerRead);
    expect(JSON.stringify(listed.body)).toContain(tenderId);
    const sealed = await call(path, buyerRead);
    expect(sealed.status).toBe(200);
    expect([sealed.body.sealed, sealed.body.bidCount, sealed.body.bids]).toEqual([true, 1, []]);
    expect(JSON.stringify(sealed.body)).not.toContain(secret);

    // After it: the bids, as the buyer's page shows them.
    await passDeadlines(site.db, tenderId);
    const open = await call(path, buyerRead);
    expect(open.body.sealed).toBe(false);
    const [bid] = open.body.bids as {
      id: string;
      total: number;
      message: string;
      supplier: { slug: string };
    }[];
    expect([bid!.id, bid!.total, bid!.message, bid!.supplier.slug]).toEqual([
      placed.ok ? placed.id : "",
      5406,
      secret,
      BIDDER_CO,
    ]);
    const page = await buyer.get(`/projects/${tenderId}/bids`);
    expect(page.text).toContain(secret);

    // The bidder, the buyer's token for another company, no token: refused.
    for (const [token, status] of [
      [bidderRead, 404],
      [buyerOther, 404],
      [null, 401],
    ] as const) {
      const refused = await call(path, token);
      expect(refused.status).toBe(status);
      expect(JSON.stringify(refused.body)).not.toContain(secret);
    }
    expect((await call("/api/v1/me/tenders/no-such-tender/bids", buyerRead)).status).toBe(404);
    // The lists keep to the token's company too; money is in the currency's units.
    const bidId = placed.ok ? placed.id : "";
    const mine = (await call("/api/v1/me/bids", bidderRead)).body.items as { id: string }[];
    expect(mine.find((b) => b.id === bidId)).toMatchObject({ total: 5406, currency: "USD" });
    expect(JSON.stringify((await call("/api/v1/me/bids", buyerRead)).body)).not.toContain(bidId);
    for (const token of [bidderRead, buyerOther])
      expect(JSON.stringify((await call("/api/v1/me/tenders", token)).body)).not.toContain(
        tenderId,
      );
  });

  it("gives a buyer each bid's lots, compared lot by lot as on the page", async () => {
    const repo = createRepository(site.db);
    const buyer = await site.member("Lot Buyer");
    const bidder = await site.member("Lot Bidder");
    expect(await repo.vendors.assignOwner(LOT_BUYER_CO, buyer.email)).toBe("done");
    expect(await repo.vendors.assignOwner(LOT_BIDDER_CO, bidder.email)).toBe("done");
    const idOf = async (email: string) =>
      (
        await site.db
          .selectFrom("user")
          .select("id")
          .where("email", "=", email)
          .executeTakeFirstOrThrow()
      ).id;
    const title = `Depot materials ${unique()}`;
    const tenderId = await repo.tenders.create(
      { id: await idOf(buyer.email) },
      twoLotTender(
        { questionDeadline: "2030-01-01T12:00:00.000Z", bidDeadline: "2030-01-02T12:00:00.000Z" },
        { title },
      ),
      [],
      { publish: true, buyerVendorId: (await repo.vendors.bySlug(LOT_BUYER_CO))!.id },
    );
    const bid = async (email: string, slug: string, values: ReturnType<typeof lotBid>) => {
      const placed = await repo.tenders.placeBid(
        tenderId,
        { id: await idOf(email) },
        (await repo.vendors.bySlug(slug))!.id,
        values,
        [],
      );
      if (!placed.ok) throw new Error(`bid refused: ${JSON.stringify(placed)}`);
      return placed.id;
    };
    // Both lots at 90.00 a beam and 6.00 a metre of cable; the other only lot 2, at 5.00.
    const both = await bid(bidder.email, LOT_BIDDER_CO, lotBid(90_00, 6_00));
    const cables = await bid(ownerA.email, COMPANY_A, lotBid(95_00, 5_00, [2]));
    const buyerRead = await makeToken(buyer, "Lots ERP", LOT_BUYER_CO, "read");
    const path = `/api/v1/me/tenders/${tenderId}/bids`;

    // Sealed: as before, the number only, no lot's totals.
    const sealed = await call(path, buyerRead);
    expect([sealed.body.sealed, sealed.body.bidCount, sealed.body.lots]).toEqual([true, 2, []]);
    expect(sealed.body.bids).toEqual([]);

    await passDeadlines(site.db, tenderId);
    const open = await call(path, buyerRead);
    expect(open.body.lots).toEqual([
      { number: 1, title: "Steel", bidCount: 1 },
      { number: 2, title: "Cables", bidCount: 2 },
    ]);
    type Bid = {
      id: string;
      score: number | null;
      rank: number | null;
      lots: { number: number; total: number; lowestTotal: boolean; rank: number | null }[];
      lines: { item: string; lot: number | null }[];
    };
    const bids = open.body.bids as Bid[];
    const of = (id: string) => bids.find((b) => b.id === id)!;
    // Each lot ranks its own bids, in the currency's units; no rank across lots.
    expect(of(both).lots.map((l) => [l.number, l.total, l.lowestTotal, l.rank])).toEqual([
      [1, 900, true, 1],
      [2, 600, false, 2],
    ]);
    expect(of(cables).lots.map((l) => [l.number, l.total, l.lowestTotal, l.rank])).toEqual([
      [2, 500, true, 1],
    ]);
    expect([of(both).score, of(both).rank]).toEqual([null, null]);
    expect(of(both).lines.map((l) => [l.item, l.lot])).toEqual([
      ["Beam", 1],
      ["Cable", 2],
    ]);
    // The page compares the same bids lot by lot.
    const page = await buyer.get(`/projects/${tenderId}/bids`);
    expect(page.text).toContain("Lot 2: Cables");
  });

  it("answers public reads to pages of other sites, never a token's request", async () => {
    const origin = "https://erp.example.org";
    const visitor = site.visitor();
    const allowed = async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set("Origin", origin);
      const answer = await visitor.fetch(path, { ...init, headers });
      await answer.body?.cancel();
      expect(answer.headers.get("access-control-allow-credentials"), path).toBeNull();
      return answer.headers.get("access-control-allow-origin");
    };
    for (const path of [
      "/api/v1/tenders",
      "/api/v1/suppliers?limit=0",
      "/api/v1/openapi.json",
      "/api/v1/changes",
      "/api/v1/ocds/releases",
      "/api/v1/changes?after=bogus",
      "/api/v1/no-such-endpoint",
    ])
      expect(await allowed(path), path).toBe("*");
    const bearer = { Authorization: `Bearer ${otherWrite}` };
    expect(await allowed("/api/v1/tenders", { headers: bearer })).toBeNull();
    expect(await allowed("/api/v1/me/requests", { headers: bearer })).toBeNull();
    const preflight = {
      method: "OPTIONS",
      headers: {
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization",
      },
    };
    expect(await allowed("/api/v1/me/requests", preflight)).toBeNull();
    const post = {
      method: "POST",
      headers: { ...bearer, "Content-Type": "application/json" },
      body: "{}",
    };
    expect(await allowed("/api/v1/me/requests/x/replies", post)).toBeNull();
    // Such a post is refused before its body is read, as a problem document.
    const path = "/api/v1/me/requests/x/replies";
    const fromPage = await visitor.fetch(path, {
      ...post,
      headers: { ...post.headers, Origin: origin },
    });
    expect(fromPage.status).toBe(403);
    expect((await documented("POST", path, fromPage)).detail).toMatch(/not from pages of other/);
    // The site's pages are not the API.
    expect(await allowed("/projects")).toBeNull();
  });

  it("lists tokens with their last use, and a revoked token stops working", async () => {
    const page = await ownerA.get("/account/api-tokens");
    expect(page.text).toContain("ERP reader");
    expect(page.text).toContain("Last used");
    expect(page.text).not.toContain(read);
    const revoked = await ownerA.press(page, "Revoke ERP reader");
    expect(revoked.text).toContain("ERP reader was revoked.");
    expect((await call("/api/v1/me/requests", read)).status).toBe(401);
    // Another member cannot revoke or see A's tokens.
    const theirs = await ownerB.get("/account/api-tokens");
    expect(theirs.text).not.toContain("ERP writer");
  });

  it("limits each token's rate, with Retry-After", async () => {
    const token = await makeToken(ownerB, "Busy CRM", COMPANY_B, "read");
    let answer = await call("/api/v1/me/bids", token);
    for (let i = 0; i < 80 && answer.status === 200; i++)
      answer = await call("/api/v1/me/bids", token);
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    // Another token is not held back.
    expect((await call("/api/v1/me/bids", otherWrite)).status).toBe(200);
  });
});
