import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";
import { formEntries, type FieldValue, type Page, type Visitor } from "./visitor";

// A post resent as it was (a double click, a retry after a lost answer, back and send again)
// through the request handler, on SQLite and on PostgreSQL + Redis (issue 40, decision 290): a
// reply in a conversation and a bid each carry the attempt key their page rendered, so the same
// POST twice gives the same answer and writes once: one reply, one bid, their files kept once.
// The same key with other content (a form changed after it was sent) writes nothing.

const unique = () => randomBytes(4).toString("hex");
const pdf = (name: string) =>
  new File([Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(2000)])], name, {
    type: "application/pdf",
  });

/** The POST `button` of `page` makes with `fields` (by name), as a browser builds it. */
function postOf(page: Page, button: string, fields: Record<string, FieldValue>) {
  const { form, button: pressed } = page.formWithButton(button);
  const values = { ...fields };
  const body = () => {
    const data = new FormData();
    for (const [k, v] of formEntries(form, values, pressed)) data.append(k, v);
    return data;
  };
  const path = new URL(form.getAttribute("action") ?? page.url, page.url);
  return (v: Visitor) =>
    v.fetch(path.pathname + path.search, { method: "POST", body: body(), redirect: "manual" });
}

describe.each(BACKENDS)("posts resent on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  const count = async (table: "request_replies" | "request_reply_files", id: string) =>
    Number(
      (
        await site.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("submission_id", "=", id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("a reply sent twice with its files is written once, and the same key with other words not at all", async () => {
    const owner = await site.member("Ona Owner");
    const slug = "southerly-cold-chain";
    expect(await createRepository(site.db).vendors.assignOwner(slug, owner.email)).toBe("done");
    const buyer = site.visitor();
    const item = `Cold room panels ${unique()}`;
    const sent = await buyer.press(await buyer.get(`/vendors/${slug}/quote`), "Submit Request", {
      Category: "Equipment",
      "Item / Service": item,
      Quantity: "12",
      Name: "Bea Buyer",
      Email: `bea.${unique()}@example.com`,
    });
    expect(sent.text).toContain("Quote request submitted successfully!");
    const { submission_id: id } = await site.db
      .selectFrom("company_requests")
      .innerJoin("vendors", "vendors.id", "company_requests.vendor_id")
      .select("submission_id")
      .where("vendors.slug", "=", slug)
      .orderBy("company_requests.created_at", "desc")
      .executeTakeFirstOrThrow();
    const filesBefore = (await site.storedFiles("requests/files")).length;

    const page = await owner.get(`/account/inbox/${id}`);
    const send = postOf(page, "Send reply", {
      body: "We can deliver in May.",
      files: pdf("offer.pdf"),
    });
    const first = await send(owner);
    const second = await send(owner);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toContain("Your reply was sent.");
    expect(await count("request_replies", id)).toBe(1);
    expect(await count("request_reply_files", id)).toBe(1);
    expect((await site.storedFiles("requests/files")).length).toBe(filesBefore + 1);

    // Back to the page as it was, the words changed, sent with the same key: refused, unwritten.
    const changed = postOf(page, "Send reply", { body: "Actually, June.", files: [] });
    const refused = await changed(owner);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This form was sent already, with other content");
    expect(await count("request_replies", id)).toBe(1);

    // The page rendered afresh has a new key: the next reply goes through, once, even when its
    // two copies race each other.
    const again = await owner.get(`/account/inbox/${id}`);
    const racing = postOf(again, "Send reply", { body: "Or June.", files: pdf("june.pdf") });
    const answers = await Promise.all([racing(owner), racing(owner)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await count("request_replies", id)).toBe(2);
    expect(await count("request_reply_files", id)).toBe(2);
    expect((await site.storedFiles("requests/files")).length).toBe(filesBefore + 2);
  });

  it("a bid sent twice with its document is placed once, and a revision sent twice is kept once", async () => {
    const buyer = await site.member("Bo Buyer");
    const supplier = await site.member("Sue Supplier");
    const repo = createRepository(site.db);
    expect(await repo.vendors.assignOwner("lumenstack-technologies", supplier.email)).toBe("done");
    const buyerId = (
      await site.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", buyer.email)
        .executeTakeFirstOrThrow()
    ).id;
    const day = 24 * 60 * 60 * 1000;
    const id = await repo.tenders.create(
      { id: buyerId },
      {
        title: `Desks ${unique()}`,
        description: "Forty desks.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Bo Trading",
        questionDeadline: new Date(Date.now() + day).toISOString(),
        bidDeadline: new Date(Date.now() + 2 * day).toISOString(),
        items: [{ item: "Desk", quantity: 40, unit: "piece", specification: "" }],
        criteria: [],
      },
      [],
      { publish: true },
    );
    const filesBefore = (await site.storedFiles("tender-files")).length;
    const bids = () => site.db.selectFrom("bids").selectAll().where("tender_id", "=", id).execute();
    const versions = async () =>
      site.db
        .selectFrom("bid_versions")
        .innerJoin("bids", "bids.id", "bid_versions.bid_id")
        .select("bid_versions.version")
        .where("bids.tender_id", "=", id)
        .execute();
    const documents = async () =>
      site.db
        .selectFrom("bid_documents")
        .innerJoin("bids", "bids.id", "bid_documents.bid_id")
        .select("bid_documents.name")
        .where("bids.tender_id", "=", id)
        .execute();
    const fields = (price: string, file: string) => ({
      price,
      deliveryDays: "21",
      validUntil: "2031-01-31",
      message: "Assembled on site.",
      documents: pdf(file),
    });

    const placePage = await supplier.get(`/projects/${id}/bid`);
    const place = postOf(placePage, "Place bid", fields("250", "offer.pdf"));
    // Two copies racing each other (a double click).
    const [first, second] = await Promise.all([place(supplier), place(supplier)]);
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await bids()).toHaveLength(1);
    expect(await documents()).toHaveLength(1);
    expect(await versions()).toHaveLength(1);
    expect((await site.storedFiles("tender-files")).length).toBe(filesBefore + 1);

    // A revision, from the bid's page opened again (a new key), sent twice.
    const revisePage = await supplier.get(`/projects/${id}/bid`);
    const revise = postOf(revisePage, "Save bid", fields("240", "revised.pdf"));
    expect((await revise(supplier)).status).toBe(302);
    expect((await revise(supplier)).status).toBe(302);
    expect((await bids())[0]!.total).toBe(40 * 24_000);
    expect((await documents()).map((d) => d.name).sort()).toEqual(["offer.pdf", "revised.pdf"]);
    expect((await versions()).map((v) => v.version).sort()).toEqual([1, 2]);
    expect((await site.storedFiles("tender-files")).length).toBe(filesBefore + 2);

    // Back to the first page and sent again as it was: the same answer, nothing written.
    expect((await place(supplier)).status).toBe(302);
    // Its price changed, sent with its old key: refused, nothing stored.
    const stale = await postOf(placePage, "Place bid", fields("230", "late.pdf"))(supplier);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("This form was sent already, with other content");
    expect((await bids())[0]!.total).toBe(40 * 24_000);
    expect(await versions()).toHaveLength(2);
    expect((await site.storedFiles("tender-files")).length).toBe(filesBefore + 2);
  }, 60_000);
});
