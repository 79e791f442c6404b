import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";
import type { Visitor } from "./visitor";

// Quote requests reach the company they were sent to, through the request handler: its owner
// reads them (files intact), replies and closes them; the buyer follows the reply; a second
// owner and anyone else get 404; the company inbox exists only for owners. (Moved from
// tests/e2e/requests.spec.ts, which keeps the dialogs, the form's checks in the browser and the
// pages' axe checks.)

const COMPANY_A = { slug: "forgeline-precision-manufacturing" };
const COMPANY_B = { slug: "tessellate-trade-finance" };
const unique = () => randomBytes(4).toString("hex");
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function file(name: string, head: string | number[], size: number, type: string) {
  const bytes = new Uint8Array(size);
  const start = typeof head === "string" ? new TextEncoder().encode(head) : Uint8Array.from(head);
  bytes.set(start);
  bytes.set(randomBytes(size - start.length), start.length);
  return { file: new File([bytes], name, { type }), bytes };
}

describe.each(BACKENDS)("quote requests on %s", (backend) => {
  let site: Site;
  let assign: (slug: string, owner: Visitor & { email: string }) => Promise<void>;
  beforeAll(async () => {
    site = await openSite(backend);
    const repo = createRepository(site.db);
    assign = async (slug, owner) => {
      expect(await repo.vendors.assignOwner(slug, owner.email)).toBe("done");
    };
  });
  afterAll(() => site?.close());

  it("a quote request reaches its company's owner, who replies; the buyer follows it", async () => {
    const ownerA = await site.member("Ada Owner");
    const ownerB = await site.member("Bob Owner");
    await assign(COMPANY_A.slug, ownerA);
    await assign(COMPANY_B.slug, ownerB);
    const buyer = await site.member("Bea Buyer");

    const item = `Machined brackets ${unique()}`;
    const drawing = file("bracket drawing.pdf", "%PDF-1.7\n", 90_000, "application/pdf");
    const photo = file(
      "sample photo.png",
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      40_000,
      "image/png",
    );
    const form = await buyer.get(`/vendors/${COMPANY_A.slug}/quote`);
    const sent = await buyer.press(form, "Submit Request", {
      Category: "Manufacturing",
      "Item / Service": item,
      Quantity: "400 brackets",
      "Attachments (optional)": [drawing.file, photo.file],
    });
    expect(sent.text).toContain("Quote request submitted successfully!");

    // Company A's owner finds it in the inbox, new, and opens it.
    const inbox = await ownerA.get("/account/inbox");
    const line = inbox.screen.getByRole("link", { name: new RegExp(item) });
    expect(line.textContent).toContain("New");
    const request = await ownerA.get(line.getAttribute("href")!);
    expect(request.screen.getByRole("heading", { level: 1, name: item })).toBeTruthy();
    expect(request.text).toContain("400 brackets");

    // Both files download with the bytes the buyer sent, as attachments.
    const hrefs: string[] = [];
    for (const { file: sentFile, bytes } of [drawing, photo]) {
      const href = request.screen.getByRole("link", { name: sentFile.name }).getAttribute("href")!;
      const download = await ownerA.fetch(href);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes));
      hrefs.push(href);
    }

    // The other owner, the buyer (through the company's inbox) and a visitor get 404 for the
    // request and its files; the other owner's inbox does not list it.
    for (const other of [ownerB, buyer]) {
      expect((await other.fetch(request.path)).status).toBe(404);
      for (const href of hrefs) expect((await other.fetch(href)).status).toBe(404);
    }
    expect((await site.visitor().fetch(request.path)).status).toBe(302);
    const inboxB = await ownerB.get("/account/inbox");
    expect(inboxB.screen.queryByRole("link", { name: new RegExp(item) })).toBeNull();

    // A replies; the status follows.
    const replied = await ownerA.press(request, "Send reply", {
      Reply: "We can make them in 3 weeks at $4.10 each.",
    });
    expect(replied.text).toContain("Your reply was sent.");
    expect(replied.text).toContain("We can make them in 3 weeks at $4.10 each.");

    // The buyer, signed in, sees the reply and the status.
    const mine = await buyer.get("/account/requests");
    const own = mine.screen.getByRole("link", { name: new RegExp(item) });
    expect(own.textContent).toContain("Replied");
    const thread = await buyer.get(own.getAttribute("href")!);
    expect(thread.text).toContain("We can make them in 3 weeks at $4.10 each.");

    // A closes it.
    const closed = await ownerA.press(replied, "Mark as closed");
    expect(closed.text).toContain("This request is closed.");
  });

  it("the company inbox does not exist for members without a company, nor for visitors", async () => {
    const response = await site.visitor().fetch("/account/inbox");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sign-in?next=%2Faccount%2Finbox");
    expect((await (await site.member("Nora Nobody")).fetch("/account/inbox")).status).toBe(404);
    expect((await (await site.operator()).fetch("/account/inbox")).status).toBe(404);
  });

  it("a signed-out quote request to a company asks for name and e-mail, and its owner sees them", async () => {
    const owner = await site.member("Sol Owner");
    await assign("solvane-energy-systems", owner);

    const sender = site.visitor();
    const form = await sender.get("/vendors/solvane-energy-systems/quote");
    const item = `Solar inverters ${unique()}`;
    const refused = await sender.press(form, "Submit Request", {
      Category: "Equipment",
      "Item / Service": item,
    });
    expect(refused.text).toContain("Please fill in all required fields");
    const sent = await sender.press(refused, "Submit Request", {
      Name: "Sam Sender",
      Email: "sam@example.com",
    });
    expect(sent.text).toContain("Quote request submitted successfully!");
    expect(sent.text).toContain("will come to the e-mail address you gave");

    const inbox = await owner.get("/account/inbox");
    const line = inbox.screen.getByRole("link", { name: new RegExp(item) });
    const request = await owner.get(line.getAttribute("href")!);
    const definitions = request.screen.getAllByRole("definition").map((d) => d.textContent);
    expect(definitions).toContain("Sam Sender");
    expect(definitions.some((d) => d?.includes("sam@example.com"))).toBe(true);
  });
});
