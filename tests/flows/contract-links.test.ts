import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { awardedTender as awardOnce } from "./award-setup";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";

// How people reach a contract (issue 42): the tender's award offers the buyer "Draft contract",
// then shows both sides "View the contract" (nobody else); an accepted freelance proposal offers
// its poster the same, and the company and the freelancer can reach each other (the freelancer's
// e-mail to the poster, the company's contact form to the freelancer); a declined proposer gets
// neither. The account page links to the member's contracts.

const WINNER = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const OTHER = { slug: "alderpoint-advisory", name: "Alderpoint Advisory" };

type Member = Visitor & { email: string; name: string };

const pdf = (name: string) =>
  new File(["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"], name, {
    type: "application/pdf",
  });

const links = (page: Page, name: string | RegExp) =>
  page.screen
    .queryAllByRole("link", { name })
    .map((a: HTMLElement) => a.getAttribute("href") ?? "");

describe.each(BACKENDS)("reaching a contract on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  const idOf = async (email: string) =>
    (
      await site.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).id;

  /** A tender of `buyer`'s awarded at once to `winner`'s bid over `loser`'s; its id. */
  async function awardedTender(buyer: Member, winner: Member, loser: Member, title: string) {
    const { tenderId } = await awardOnce(site, buyer.email, {
      title,
      description: "Racks, installed.",
      item: { item: "Rack", quantity: 4 },
      bids: [
        { email: winner.email, slug: WINNER.slug, price: 50_000 },
        { email: loser.email, slug: OTHER.slug, price: 60_000 },
      ],
    });
    return tenderId;
  }

  /** The buyer drafts the contract of a tender's award; the contract's page's path. */
  async function drafted(buyer: Member, tenderId: string) {
    const page = await buyer.press(
      await buyer.get(`/contracts/new?tender=${tenderId}`),
      "Send the contract to the supplier",
      { Start: "2030-02-01", End: "2031-06-30", "Your country (two letters)": "GB" },
    );
    expect(page.text).toContain("The contract is drafted.");
    return page.path.split("?")[0]!;
  }

  it("the award offers the buyer the draft, then both sides the contract", async () => {
    const repo = createRepository(site.db);
    const buyer = await site.member("Bea Linker");
    const winner = await site.member("Wil Linked");
    const loser = await site.member("Lou Loser");
    expect(await repo.vendors.assignOwner(WINNER.slug, winner.email)).toBe("done");
    expect(await repo.vendors.assignOwner(OTHER.slug, loser.email)).toBe("done");
    const tenderId = await awardedTender(buyer, winner, loser, `Pallet racks ${backend}`);
    const tenderPath = `/projects/${tenderId}`;
    const draftPath = `/contracts/new?tender=${tenderId}`;
    expect(links(await buyer.get(tenderPath), "Draft contract")).toEqual([draftPath]);
    for (const other of [winner, loser]) {
      const page = await other.get(tenderPath);
      expect(links(page, "Draft contract")).toEqual([]);
      expect(links(page, "View the contract")).toEqual([]);
    }

    const contractPath = await drafted(buyer, tenderId);

    for (const party of [buyer, winner]) {
      const page = await party.get(tenderPath);
      expect(links(page, "View the contract"), party.name).toEqual([contractPath]);
      expect(links(page, "Draft contract")).toEqual([]);
    }
    expect(links(await loser.get(tenderPath), "View the contract")).toEqual([]);
    expect(links(await site.visitor().get(tenderPath), "View the contract")).toEqual([]);

    // The account page links to the member's contracts, which list this one.
    expect(links(await buyer.get("/account"), "Contracts")).toEqual(["/account/contracts"]);
    expect((await winner.get("/account/contracts")).text).toContain(`Pallet racks ${backend}`);
  });

  it("an accepted proposal links its contract, and the two sides reach each other", async () => {
    const repo = createRepository(site.db);
    const pia = await site.member("Pia Linker");
    const ada = await site.member("Ada Accepted");
    const dee = await site.member("Dee Declined");
    expect(await repo.vendors.assignOwner(OTHER.slug, pia.email)).toBe("done");
    const piaId = await idOf(pia.email);
    const [company] = await repo.hiring.companiesOf(piaId);
    const postId = (await repo.freelance.create(
      piaId,
      {
        companyId: company!.id,
        title: `Rack layout ${backend}`,
        description: "Plan our racks.",
        category: "Technology",
        skills: ["CAD"],
        isRemote: true,
        location: "Remote",
        budgetType: "fixed",
        budget: 900,
        duration: "Less than 1 month",
        closesOn: "2099-12-31",
      },
      true,
    ))!;
    const proposals: string[] = [];
    for (const m of [ada, dee]) {
      const sent = await repo.freelance.propose(
        { id: await idOf(m.email), name: m.name },
        postId,
        { price: 800, timelineDays: 5, message: "I can do it." },
        [],
      );
      if (!sent.ok) throw new Error(JSON.stringify(sent));
      proposals.push(sent.id);
    }
    const managedPath = `/account/freelance/${postId}`;
    const before = await pia.get(managedPath);
    expect(links(before, "Draft contract")).toEqual([]);
    expect(links(before, /^Message /)).toEqual([]);
    expect(before.text).not.toContain(ada.email);

    expect(await repo.freelance.accept(piaId, postId, proposals[0]!)).toEqual({ ok: true });
    const after = await pia.get(managedPath);
    expect(links(after, "Draft contract")).toEqual([`/contracts/new?proposal=${proposals[0]}`]);
    expect(links(after, `Message ${ada.name} by e-mail`)).toEqual([`mailto:${ada.email}`]);
    expect(after.text).not.toContain(dee.email);

    const contactPath = `/vendors/${OTHER.slug}/contact`;
    const mine = await ada.get("/account/proposals");
    expect(links(mine, /^Message /)).toEqual([contactPath]);
    expect(links(await dee.get("/account/proposals"), /^Message /)).toEqual([]);
    expect((await ada.get(contactPath)).status).toBe(200);

    // Once drafted, both sides reach the contract from their pages.
    const drafted = await pia.press(
      await pia.get(`/contracts/new?proposal=${proposals[0]}`),
      "Send the contract to the supplier",
      { Start: "2030-02-01", End: "2030-03-01", "Your country (two letters)": "GB" },
    );
    expect(drafted.text).toContain("The contract is drafted.");
    const contractPath = drafted.path.split("?")[0]!;
    expect(links(await pia.get(managedPath), "View the contract")).toEqual([contractPath]);
    expect(links(await ada.get("/account/proposals"), /^View the contract/)).toEqual([
      contractPath,
    ]);
    expect(links(await dee.get("/account/proposals"), /^View the contract/)).toEqual([]);
  });

  it("the buyer attaches documents that only the two parties download", async () => {
    const repo = createRepository(site.db);
    const buyer = await site.member("Bea Documents");
    const winner = await site.member("Wil Documents");
    const loser = await site.member("Lou Documents");
    const stranger = await site.member("Sam Stranger");
    expect(await repo.vendors.assignOwner(WINNER.slug, winner.email)).toBe("done");
    expect(await repo.vendors.assignOwner(OTHER.slug, loser.email)).toBe("done");
    const tenderId = await awardedTender(buyer, winner, loser, `Shelving ${backend}`);
    const contractPath = await drafted(buyer, tenderId);
    const formPath = `${contractPath}/documents`;

    // Only the buyer has the form; the supplier, a stranger and a visitor are refused it.
    expect(links(await buyer.get(contractPath), "Attach documents")).toEqual([formPath]);
    expect(links(await winner.get(contractPath), "Attach documents")).toEqual([]);
    for (const other of [winner, stranger]) {
      expect((await other.fetch(formPath)).status).toBe(404);
      const body = new FormData();
      body.append("documents", pdf("sneaky.pdf"));
      expect((await other.fetch(formPath, { method: "POST", body })).status).toBe(404);
    }
    expect((await site.visitor().fetch(formPath, { redirect: "manual" })).status).not.toBe(200);

    // A file that is no document is refused in words.
    const form = await buyer.get(formPath);
    const wrong = await buyer.press(form, "Attach the documents", {
      Documents: new File(["MZ not a document"], "tool.exe", { type: "application/octet-stream" }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Documents must be PDF, Word, Excel, CSV, PNG or JPEG files.");

    const attached = await buyer.press(form, "Attach the documents", {
      Documents: pdf("terms-and-conditions.pdf"),
    });
    expect(attached.path).toBe(`${contractPath}?done=documents`);
    expect(attached.text).toContain("The documents are attached. The supplier has been told.");
    const [href] = links(attached, "terms-and-conditions.pdf");
    expect(href).toMatch(new RegExp(`^${contractPath}/documents/[0-9a-f-]+$`));

    // Both parties download it, as an attachment; nobody else does.
    for (const party of [buyer, winner]) {
      expect(links(await party.get(contractPath), "terms-and-conditions.pdf")).toEqual([href]);
      const response = await party.fetch(href!);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toContain("attachment");
      expect(new TextDecoder().decode(await response.arrayBuffer())).toMatch(/^%PDF-1\.4/);
    }
    for (const other of [loser, stranger]) expect((await other.fetch(href!)).status).toBe(404);
    expect((await site.visitor().fetch(href!, { redirect: "manual" })).status).not.toBe(200);
    const sneaked = await site.db
      .selectFrom("contract_documents")
      .select("id")
      .where("name", "=", "sneaky.pdf")
      .execute();
    expect(sneaked).toEqual([]);
  });

  it("the two sides talk in one conversation per contract, with files; nobody else", async () => {
    const repo = createRepository(site.db);
    const buyer = await site.member("Bea Talker");
    const winner = await site.member("Wil Talker");
    const loser = await site.member("Lou Talker");
    const stranger = await site.member("Sam Listener");
    expect(await repo.vendors.assignOwner(WINNER.slug, winner.email)).toBe("done");
    expect(await repo.vendors.assignOwner(OTHER.slug, loser.email)).toBe("done");
    const tenderId = await awardedTender(buyer, winner, loser, `Conveyors ${backend}`);
    const contractPath = await drafted(buyer, tenderId);

    // Nobody but the parties opens it.
    for (const other of [loser, stranger]) {
      const body = new URLSearchParams({ intent: "conversation" });
      expect((await other.fetch(contractPath, { method: "POST", body })).status).toBe(404);
    }
    expect(
      await site.db
        .selectFrom("company_requests")
        .select("submission_id")
        .where("contract_id", "=", contractPath.split("/").pop()!)
        .execute(),
    ).toEqual([]);

    // The buyer opens it and writes, with a file; it is the supplier company's request.
    const opened = await buyer.press(
      await buyer.get(contractPath),
      `Conversation with ${WINNER.name}`,
    );
    expect(opened.path).toMatch(/^\/account\/requests\/[0-9A-Z]+$/);
    const threadId = opened.path.split("/").pop()!;
    expect(opened.text).toContain(`Conveyors ${backend}`);
    const sent = await buyer.press(opened, "Send reply", {
      Reply: "Here is the site plan for the conveyors.",
      "Attachments (optional)": pdf("site-plan.pdf"),
    });
    expect(sent.text).toContain("Your reply was sent.");

    // The supplier reaches the same thread from the contract, in their company inbox.
    const inbox = await winner.press(
      await winner.get(contractPath),
      "Conversation with Bea Logistics",
    );
    expect(inbox.path).toBe(`/account/inbox/${threadId}`);
    expect(inbox.text).toContain("Here is the site plan for the conveyors.");
    expect(links(inbox, /site-plan\.pdf/)).toHaveLength(1);
    const answered = await winner.press(inbox, "Send reply", { Reply: "Received, thank you." });
    expect(answered.text).toContain("Your reply was sent.");
    expect((await buyer.get(opened.path)).text).toContain("Received, thank you.");

    // One conversation per contract: pressing again opens the same one.
    const again = await buyer.press(
      await buyer.get(contractPath),
      `Conversation with ${WINNER.name}`,
    );
    expect(again.path).toBe(opened.path);

    // Another member, the other bidder included, reads neither side's page of it.
    for (const other of [loser, stranger]) {
      expect((await other.fetch(`/account/requests/${threadId}`)).status).toBe(404);
      expect((await other.fetch(`/account/inbox/${threadId}`)).status).toBe(404);
    }
  });
});
