import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { openDatabase } from "../../server/db/database";
import { lotBid, twoLotTender } from "../../app/domains/tenders/lots.testing";
import { expect, memberPage, withRepo } from "./claims-helpers";
import { gotoHydrated } from "./fixtures";
import type { OwnServer } from "./own-server";
import { passDeadlinesIn } from "../../app/domains/tenders/deadlines.testing";

// The award per lot's browser tests' set-up (lot-award.spec.ts, lot-award.nojs.spec.ts): a
// published two-lot tender past its deadline, priced by formula, bid on by two suppliers on both
// lots (Ben cheaper on steel, lot 1; Cy on cables, lot 2), set through the data layer; and the
// photographs of a page at desktop and phone widths.

export const SHOTS = process.env.SCREENSHOT_DIR ?? path.join("test-results", "lot-award-shots");
export const STEEL = "Lumenstack Technologies";
export const CABLES = "Alderpoint Advisory";

async function accountId(server: OwnServer, email: string): Promise<string> {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    return (
      await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()
    ).id;
  } finally {
    await db.destroy();
  }
}

/** The page at 1280 and at 390 px wide, in the viewer's own session: no sideways scroll on the phone. */
export async function photograph(browser: Browser, page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, width] of [
    ["desktop", 1280],
    ["phone", 390],
  ] as const) {
    const context = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      storageState: await page.context().storageState(),
      viewport: { width, height: width === 390 ? 844 : 900 },
      ...(width === 390 ? { isMobile: true, hasTouch: true } : {}),
    });
    try {
      const shot = await context.newPage();
      await gotoHydrated(shot, new URL(page.url()).pathname + new URL(page.url()).search);
      if (width === 390) {
        const overflow = await shot.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
      }
      await shot.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: true });
    } finally {
      await context.close();
    }
  }
}

/** A published two-lot tender past its deadline, bid on by both suppliers on both lots. */
export async function tenderInLots(
  browser: Browser,
  server: OwnServer,
  options: Pick<BrowserContextOptions, "javaScriptEnabled"> = {},
) {
  const buyer = await memberPage(browser, server, "Ada Lots", options);
  const suppliers: Page[] = [];
  const ids: string[] = [];
  for (const [name, slug] of [
    ["Ben Steel", "lumenstack-technologies"],
    ["Cy Cables", "alderpoint-advisory"],
  ] as const) {
    const { page, member } = await memberPage(browser, server, name, options);
    await withRepo(server, async (repo) => {
      expect(await repo.vendors.assignOwner(slug, member.email)).toBe("done");
    });
    suppliers.push(page);
    ids.push(await accountId(server, member.email));
  }
  const buyerId = await accountId(server, buyer.member.email);
  const id = await withRepo(server, async (repo) => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const id = await repo.tenders.create(
      { id: buyerId },
      twoLotTender(
        { questionDeadline: future, bidDeadline: future },
        { title: "Depot materials in lots", standstillDays: 10 },
      ),
      [],
      { publish: true },
    );
    // Ben is cheaper on steel (lot 1), Cy on cables (lot 2).
    const bids = [
      { slug: "lumenstack-technologies", beam: 90_00, cable: 6_00 },
      { slug: "alderpoint-advisory", beam: 100_00, cable: 5_00 },
    ];
    for (const [i, { slug, beam, cable }] of bids.entries()) {
      const placed = await repo.tenders.placeBid(
        id,
        { id: ids[i]! },
        (await repo.vendors.bySlug(slug))!.id,
        lotBid(beam, cable),
        [],
      );
      if (!placed.ok) throw new Error(JSON.stringify(placed));
    }
    return id;
  });
  await passDeadlinesIn(server.dataDir, id);
  return { buyer: buyer.page, ben: suppliers[0]!, cy: suppliers[1]!, id };
}
