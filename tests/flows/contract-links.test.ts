import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page } from "./visitor";

// How people reach a contract (issue 42): the tender's award offers the buyer "Draft contract",
// then shows both sides "View the contract" (nobody else); an accepted freelance proposal offers
// its poster the same, and the company and the freelancer can reach each other (the freelancer's
// e-mail to the poster, the company's contact form to the freelancer); a declined proposer gets
// neither. The account page links to the member's contracts.

const WINNER = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const OTHER = { slug: "alderpoint-advisory", name: "Alderpoint Advisory" };

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

  it("the award offers the buyer the draft, then both sides the contract", async () => {
    const repo = createRepository(site.db);
    const buyer = await site.member("Bea Linker");
    const winner = await site.member("Wil Linked");
    const loser = await site.member("Lou Loser");
    expect(await repo.vendors.assignOwner(WINNER.slug, winner.email)).toBe("done");
    expect(await repo.vendors.assignOwner(OTHER.slug, loser.email)).toBe("done");
    const buyerId = await idOf(buyer.email);
    const tenderId = await repo.tenders.create(
      { id: buyerId },
      {
        title: `Pallet racks ${backend}`,
        description: "Racks, installed.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Bea Logistics",
        questionDeadline: "2030-01-01T12:00:00.000Z",
        bidDeadline: "2030-01-02T12:00:00.000Z",
        standstillDays: 0,
        items: [{ item: "Rack", quantity: 4, unit: "piece", specification: "" }],
        criteria: [],
      },
      [],
      { publish: true },
    );
    const bids: string[] = [];
    for (const [member, company, price] of [
      [winner, WINNER, 50_000],
      [loser, OTHER, 60_000],
    ] as const) {
      const placed = await repo.tenders.placeBid(
        tenderId,
        { id: await idOf(member.email) },
        (await repo.vendors.bySlug(company.slug))!.id,
        { prices: [price], deliveryDays: 20, validUntil: "2031-01-31", message: "" },
        [],
      );
      if (!placed.ok) throw new Error(JSON.stringify(placed));
      bids.push(placed.id);
    }
    const past = new Date(Date.now() - 60_000).toISOString();
    await site.db
      .updateTable("tenders")
      .set({ bid_deadline: past, question_deadline: past })
      .where("id", "=", tenderId)
      .execute();
    expect(
      await repo.tenders.award(tenderId, buyerId, {
        bidId: bids[0]!,
        reason: "",
        showAmount: false,
      }),
    ).toEqual({ ok: true, until: null });

    const tenderPath = `/projects/${tenderId}`;
    const draftPath = `/contracts/new?tender=${tenderId}`;
    expect(links(await buyer.get(tenderPath), "Draft contract")).toEqual([draftPath]);
    for (const other of [winner, loser]) {
      const page = await other.get(tenderPath);
      expect(links(page, "Draft contract")).toEqual([]);
      expect(links(page, "View the contract")).toEqual([]);
    }

    const drafted = await buyer.press(
      await buyer.get(draftPath),
      "Send the contract to the supplier",
      {
        Start: "2030-02-01",
        End: "2031-06-30",
        "Your country (two letters)": "GB",
      },
    );
    expect(drafted.text).toContain("The contract is drafted.");
    const contractPath = drafted.path.split("?")[0]!;

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
});
