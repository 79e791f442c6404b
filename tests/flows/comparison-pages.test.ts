import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { within } from "@testing-library/dom";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page } from "./visitor";
import { idOf } from "./award-setup";
import { passDeadlines } from "../../app/domains/tenders/deadlines.testing";
import { addManyBids, bidderName } from "../../app/domains/tenders/many-bids.testing";

// The comparison of a tender with many bids, a page of 50 suppliers at a time (decision 543):
// the buyer pages through it by plain links, as a browser without JavaScript, an address naming
// no such page lands on one that exists, and the CSV keeps every bid.

const BIDS = 120;

describe.each(BACKENDS)("the comparison's pages on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  /** The suppliers heading the comparison's columns. */
  const suppliers = (page: Page) =>
    within(page.document.querySelector("table thead") as unknown as HTMLElement)
      .getAllByRole("link")
      .map((a) => a.textContent);
  const pager = (page: Page) =>
    within(page.screen.getByRole("navigation", { name: "Pages of bids" }));

  it("pages through 120 bids by Previous and Next, and exports them all", async () => {
    const buyer = await site.member("Bea Pager");
    const id = await createRepository(site.db).tenders.create(
      { id: await idOf(site, buyer.email) },
      {
        title: `Pallets ${backend}`,
        description: "Wooden pallets for four depots.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Bea Trading",
        questionDeadline: "2030-01-01T12:00:00.000Z",
        bidDeadline: "2030-01-02T12:00:00.000Z",
        standstillDays: 0,
        items: [{ item: "Pallet", quantity: 10, unit: "piece", specification: "" }],
        criteria: [],
      },
      [],
      { publish: true },
    );
    await addManyBids(site.db, id, BIDS);
    await passDeadlines(site.db, id);
    const names = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => bidderName(from + i));

    const first = await buyer.get(`/projects/${id}/bids`);
    expect(first.status).toBe(200);
    expect(first.main).toContain(`Showing 1-50 of ${BIDS} bids`);
    expect(suppliers(first)).toEqual(names(1, 50));
    expect(pager(first).queryByRole("link", { name: /Previous/ })).toBeNull();
    const next = pager(first).getByRole("link", { name: /Next/ });
    expect(next.getAttribute("href")).toBe(`/projects/${id}/bids?page=2`);

    const second = await buyer.get(next.getAttribute("href")!);
    expect(second.main).toContain(`Showing 51-100 of ${BIDS} bids`);
    expect(second.main).toContain("Page 2 of 3");
    expect(suppliers(second)).toEqual(names(51, 100));
    // The award's choice offers the bids shown.
    expect(second.screen.getByRole("radio", { name: /Award to Bidder 051/ })).toBeTruthy();
    const previous = pager(second).getByRole("link", { name: /Previous/ });
    expect(previous.getAttribute("href")).toBe(`/projects/${id}/bids`);

    const third = await buyer.get(
      pager(second).getByRole("link", { name: /Next/ }).getAttribute("href")!,
    );
    expect(suppliers(third)).toEqual(names(101, 120));
    expect(pager(third).queryByRole("link", { name: /Next/ })).toBeNull();

    // Junk, 0 and past the last page: sent to a page that exists, never an error.
    for (const [asked, lands] of [
      ["abc", `/projects/${id}/bids`],
      ["0", `/projects/${id}/bids`],
      ["99", `/projects/${id}/bids?page=3`],
    ] as const) {
      const page = await buyer.get(`/projects/${id}/bids?page=${asked}`);
      expect(page.status).toBe(200);
      expect(page.path).toBe(lands);
    }

    const csv = await (await buyer.fetch(`/projects/${id}/bids.csv`)).text();
    expect(csv.split("\r\n")[0]!.split(",")).toHaveLength(3 + 2 * BIDS);
    expect(csv).toContain(`${bidderName(120)} unit price`);
  });
});
