import { within } from "@testing-library/dom";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { expectValidOcds } from "../../app/domains/tenders/ocds-schema.testing";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";
import { passDeadlines } from "../../app/domains/tenders/deadlines.testing";

// A tender from publication to award (issue 24), through the request handler: a buyer publishes
// one with two line items and a PDF, invites two companies (from a profile and from a
// shortlist, their owners told), a supplier asks and the buyer answers in public without the
// asker's name, both owners bid sealed, the buyer sees the count and not the amounts; after the
// deadline (moved in the database, not waited for) the comparison and its XLSX export show the
// totals (nobody else gets the export), the buyer chooses one bid and confirms it, the standstill
// runs, each bidder sees the outcome, and the tender is listed In Progress once it is final.
// (Moved from tests/e2e/tenders.spec.ts and tenders.nojs.spec.ts, which keep what only a browser
// shows: the bid's total following the prices as they are typed, the pages' axe checks, and a
// real browser without scripts posting the tender's form and a bid.)

const SAM_CO = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const TIA_CO = { slug: "alderpoint-advisory", name: "Alderpoint Advisory" };
const PDF = new File(["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"], "specification.pdf", {
  type: "application/pdf",
});

const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ");

/** The row of `page`'s tables whose text matches `name`. */
const rowOf = (page: Page, name: RegExp) =>
  page.screen.getAllByRole("row").find((r: HTMLElement) => name.test(text(r)));

describe.each(BACKENDS)("tenders on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  /** A member who owns a sample company, signed in. */
  async function supplier(name: string, slug: string) {
    const member = await site.member(name);
    expect(await createRepository(site.db).vendors.assignOwner(slug, member.email)).toBe("done");
    return member;
  }

  /** Moves the tender's deadlines into the past, as the clock would. */
  async function passDeadline(id: string) {
    await passDeadlines(site.db, id);
  }

  /** The tender's open data as a visitor reads it, checked against the merged OCDS schema. */
  async function ocds(tenderUrl: string) {
    const res = await site.visitor().fetch(`${tenderUrl}/ocds.json`);
    expect(res.status).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read as any client would: untyped JSON
    const pkg = (await res.json()) as { releases: Record<string, any>[] };
    expectValidOcds(pkg);
    return { pkg, release: pkg.releases[0]!, text: JSON.stringify(pkg) };
  }

  async function bid(v: Visitor, tenderUrl: string, prices: [string, string]) {
    const tender = await v.get(tenderUrl);
    const form = await v.get(
      tender.screen.getByRole("link", { name: "Place a bid" }).getAttribute("href")!,
    );
    const placed = await v.press(
      form,
      "Place bid",
      {
        "Delivery time (days)": "21",
        "Prices valid until": "2031-01-31",
        "Message to the buyer": "Delivered and assembled on site.",
      },
      { price: prices },
    );
    expect(placed.text).toContain("Your bid is sealed until the deadline.");
  }

  it("a buyer publishes, two suppliers ask and bid sealed, the buyer compares, exports and awards", async () => {
    const buyer = await site.member("Bea Buyer");
    const sam = await supplier("Sam Supplier", SAM_CO.slug);
    const tia = await supplier("Tia Tenderer", TIA_CO.slug);
    const title = `Office furniture ${backend}`;

    // The buyer publishes a tender with two line items and a PDF.
    const projects = await buyer.get("/projects");
    const newTender = await buyer.get(
      projects.screen.getAllByRole("link", { name: "Publish a tender" })[0]!.getAttribute("href")!,
    );
    expect(newTender.path).toBe("/projects/new");
    const published = await buyer.press(
      newTender,
      "Publish tender",
      {
        Title: title,
        Description: "Desks and chairs for 40 people, assembled on site.",
        Region: "Europe",
        Sector: "Manufacturing",
        "Organisation's name": "Bea Trading",
        "Budget (optional)": "50000",
        "Questions until": "2030-01-01T12:00",
        "Bids until": "2030-01-02T12:00",
        Documents: PDF,
      },
      {
        item: ["Standing desk", "Office chair", "", "", ""],
        quantity: ["40", "40", "", "", ""],
        unit: ["piece", "", "", "", ""],
        specification: ["", "", "", "", ""],
        criterion: ["Price", "Delivery", ""],
        weight: ["70", "30", ""],
      },
    );
    expect(published.text).toContain("Your tender is published.");
    const tenderUrl = new URL(published.url).pathname;
    expect(tenderUrl).toMatch(/^\/projects\/[^/]+$/);
    const id = tenderUrl.split("/")[2]!;
    expect(published.screen.getByRole("link", { name: PDF.name })).toBeTruthy();

    // The buyer invites a company from its profile; its owner is told.
    const tiaProfile = await buyer.get(`/vendors/${TIA_CO.slug}`);
    const invited = await buyer.press(tiaProfile, `Invite to ${title}`);
    expect(invited.text).toContain("The company is invited.");
    expect((await tia.get("/account/notifications")).text).toContain(
      `${TIA_CO.name} is invited to a tender`,
    );

    // And from a shortlist: each listed supplier has the same buttons.
    const samProfile = await buyer.get(`/vendors/${SAM_CO.slug}`);
    const saved = await buyer.press(samProfile, `Save ${SAM_CO.name}`);
    expect(
      saved.screen.getByRole("button", { name: new RegExp(`^Saved ${SAM_CO.name}`) }),
    ).toBeTruthy();
    const shortlists = await buyer.get("/account/shortlists");
    const invitedToo = await buyer.press(shortlists, `Invite ${SAM_CO.name} to ${title}`);
    expect(invitedToo.text).toContain("The company is invited.");
    expect((await sam.get("/account/notifications")).text).toContain(
      `${SAM_CO.name} is invited to a tender`,
    );

    // A supplier asks; the buyer answers; the other supplier reads the answer, without a name.
    const asked = await sam.press(await sam.get(tenderUrl), "Send question", {
      "Ask the buyer a question": "May the chairs be grey?",
    });
    expect(asked.text).toContain("Your question is sent.");
    const answered = await buyer.press(await buyer.get(tenderUrl), "Publish answer", {
      "Your answer, public without the asker's name": "Yes: grey or black.",
    });
    expect(answered.text).toContain("Your answer is published on the tender");
    const qa = text(
      (await tia.get(tenderUrl)).screen.getByRole("region", { name: "Questions and answers" }),
    );
    expect(qa).toContain("May the chairs be grey?");
    expect(qa).toContain("Yes: grey or black.");
    expect(qa).not.toContain("Sam Supplier");
    // Its open data: the file at its public route, the answered question without the asker.
    const atPublication = await ocds(tenderUrl);
    expect(atPublication.release.tender.documents[1]).toMatchObject({
      title: PDF.name,
      url: expect.stringMatching(new RegExp(`/projects/${id}/documents/[^/]+$`)),
    });
    expect(atPublication.release.tender.enquiries).toEqual([
      expect.objectContaining({
        description: "May the chairs be grey?",
        answer: "Yes: grey or black.",
      }),
    ]);
    expect(atPublication.text).not.toMatch(/Sam Supplier|Lumenstack/);

    // Both bid; the buyer sees the count, not the amounts.
    await bid(sam, tenderUrl, ["250", "120"]);
    await bid(tia, tenderUrl, ["240", "135.50"]);
    expect((await buyer.get(tenderUrl)).text).toContain("2 bids received.");
    const sealed = await buyer.get(`${tenderUrl}/bids`);
    expect(sealed.screen.getByRole("heading", { name: "The bids are sealed" })).toBeTruthy();
    expect(sealed.main).not.toContain("14,800");
    const sealedData = await ocds(tenderUrl);
    expect(sealedData.release).not.toHaveProperty("bids");
    expect(sealedData.text).not.toMatch(/"amount": (14800|15020)\b|Delivered and assembled/);

    // After the deadline, the comparison shows both bids with the right totals.
    await passDeadline(id);
    const open = await buyer.get(tenderUrl);
    const comparison = await buyer.get(
      open.screen.getByRole("link", { name: "Compare bids" }).getAttribute("href")!,
    );
    const table = within(comparison.screen.getByRole("table"));
    expect(table.getByRole("columnheader", { name: SAM_CO.name })).toBeTruthy();
    expect(table.getByRole("columnheader", { name: TIA_CO.name })).toBeTruthy();
    const totals = text(rowOf(comparison, /^\s*Total/));
    expect(totals).toContain("$14,800.00");
    expect(totals).toContain("$15,020.00");

    // The XLSX export, parsed back, has the same numbers.
    const xlsx = await buyer.fetch(`${tenderUrl}/bids.xlsx`);
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.getWorksheet("Bids")!;
    const totalRow = sheet
      .getRows(1, sheet.rowCount)!
      .find((row) => row.getCell(1).value === "Total (USD)")!;
    const values = (totalRow.values as unknown[]).filter((v) => typeof v === "number");
    expect(values.sort()).toEqual([14800, 15020]);
    // Nobody else gets it.
    expect((await sam.fetch(`${tenderUrl}/bids.xlsx`)).status).toBe(404);

    // The panel (the buyer alone) scores delivery first: the award waits for it (decision 396).
    const scoring = await buyer.press(
      await buyer.get(`${tenderUrl}/evaluate`),
      "Confirm declaration",
      {
        "I declare that I have no conflict of interest with any of the bidders.": true,
      },
    );
    const scored = await buyer.press(scoring, "Submit scores", {
      [`${SAM_CO.name}, Delivery: Score (0-10)`]: "8",
      [`${TIA_CO.name}, Delivery: Score (0-10)`]: "8",
    });
    expect(scored.text).toContain("Your scores are submitted and locked.");

    // The buyer chooses one, reviews the choice and confirms it: an intended award, pending the
    // standstill (decision 340); the other bidder is told and sees their own standing.
    const award = comparison.labelled(
      [...comparison.document.querySelectorAll("label")]
        .map((l) => text(l).trim())
        .find((l) => l.startsWith(`Award to ${SAM_CO.name}`))!,
    );
    const { form: awardForm, button: review } = comparison.formWithButton("Review the award");
    const confirm = await buyer.submit(
      comparison,
      awardForm,
      { [award.getAttribute("name")!]: award.getAttribute("value")! },
      review,
    );
    expect(confirm.path).toMatch(new RegExp(`^${tenderUrl}/bids/award\\?bid=`));
    expect(confirm.screen.getByRole("heading", { name: "Your choice" })).toBeTruthy();
    expect(confirm.text).toContain(SAM_CO.name);
    expect(confirm.text).toContain("1 of 2");
    expect(text(rowOf(confirm, new RegExp(TIA_CO.name)))).toContain("$15,020.00");
    const awarded = await buyer.press(confirm, "Confirm award");
    expect(awarded.text).toContain("Your intended award is recorded.");
    expect(awarded.text).toContain("Award pending: standstill until");
    expect(text(rowOf(await tia.get("/account/bids"), new RegExp(title)))).toContain(
      "Not chosen, in standstill",
    );
    const tiaView = await tia.get(tenderUrl);
    expect(tiaView.text).toContain(`${TIA_CO.name}: your bid was not chosen`);
    expect(tiaView.text).toContain("Your bid ranked 2 of 2.");
    expect((await sam.get(tenderUrl)).text).toContain(
      `${SAM_CO.name}: your bid is the intended award`,
    );

    // Once the standstill has ended (moved in the database), the award is final on every read:
    // the other bidder sees "Not awarded"; it is listed In Progress once the job records it.
    await site.db
      .updateTable("tenders")
      .set({ standstill_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect(text(rowOf(await tia.get("/account/bids"), new RegExp(title)))).toContain("Not awarded");
    const samBids = text(rowOf(await sam.get("/account/bids"), new RegExp(title)));
    expect(samBids).toContain("Awarded");
    expect(samBids).not.toContain("Not awarded");
    expect(await createRepository(site.db).tenders.finaliseAward(id)).toEqual({ ok: true });
    // Its open data now has both bids, by company, without prices (the amount is not shown).
    const awardedData = await ocds(tenderUrl);
    expect(
      awardedData.release.bids.details
        .map((b: { tenderers: { name: string }[] }) => b.tenderers[0]!.name)
        .sort(),
    ).toEqual([TIA_CO.name, SAM_CO.name].sort());
    expect(awardedData.text).not.toMatch(/"amount": (14800|15020)\b|Delivered and assembled/);
    const feed = await site.visitor().fetch("/projects/ocds.json");
    expect(feed.status).toBe(200);
    expectValidOcds(await feed.json());
    const inProgress = await buyer.get("/projects?status=in-progress");
    expect(inProgress.screen.getByRole("link", { name: title })).toBeTruthy();

    // The award alone no longer opens the "Verified buyer" review (decision 340).
    const tender = await buyer.get(tenderUrl);
    expect(tender.screen.queryByRole("region", { name: `Review ${SAM_CO.name}` })).toBeNull();
    expect(tender.text).not.toContain("Verified buyer");
  }, 120_000);
});
