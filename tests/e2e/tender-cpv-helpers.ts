import type { Browser, Locator, Page } from "@playwright/test";
import { expect, memberPage, withRepo } from "./claims-helpers";
import type { OwnServer } from "./own-server";

// The tender form's CPV picker and a tender's required certificate, as a buyer and a supplier
// see them in Chromium (issue 43, decisions 470 and 471). The same steps run with JavaScript
// (tender-cpv.spec.ts: matches come as one types) and without (tender-cpv.nojs.spec.ts: the
// picker's Search button posts the whole form, which comes back with the matches and everything
// typed); only the search differs, and each spec passes its own.

export const SUPPLIER_CO = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };

/** Searches item 1's picker for "road works"; answers when its matches are shown. */
export type SearchCodes = (page: Page) => Promise<void>;

export const itemPicker = (page: Page) =>
  page.getByRole("form", { name: "New tender" }).getByRole("group", { name: "CPV code of item 1" });

/**
 * The buyer publishes a tender whose item is coded with the picker and which requires ISO 9001;
 * a typed code not in the list is refused first. Answers the tender's path.
 */
export async function publishCodedTender(
  browser: Browser,
  server: OwnServer,
  javaScriptEnabled: boolean,
  search: SearchCodes,
): Promise<string> {
  const { page } = await memberPage(browser, server, "Cora Coder", { javaScriptEnabled });
  await page.goto("/projects/new");
  const form = page.getByRole("form", { name: "New tender" });
  const title = `Ring road resurfacing ${javaScriptEnabled ? "with" : "without"} scripts`;
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("Milling and resurfacing of 4 km of the ring road.");
  await form.getByLabel("Region").selectOption("Europe");
  await form.getByLabel("Sector").selectOption("Infrastructure");
  await form.getByLabel("Organisation's name").fill("Cora Roads");
  await form.getByLabel("Questions until").fill("2030-01-01T12:00");
  await form.getByLabel("Bids until").fill("2030-01-02T12:00");
  await form.getByLabel("Item 1").fill("Resurfacing");
  await form.getByLabel("Quantity").first().fill("1");
  await form.getByLabel("Certificate 1").fill("ISO 9001");

  // A typed code not in the list is refused on its row, the form kept.
  await form.getByText("CPV code: none").first().click();
  await itemPicker(page).getByLabel("Or type a code").fill("45233140-3");
  await form.getByRole("button", { name: "Publish tender" }).click();
  await expect(itemPicker(page).getByRole("alert")).toHaveText(
    "This code is not in the CPV 2008 list: 45233140-3.",
  );
  await expect(form.getByLabel("Title")).toHaveValue(title);
  await itemPicker(page).getByLabel("Or type a code").fill("");

  await search(page);
  await expect(form.getByLabel("Title")).toHaveValue(title);
  await expect(form.getByLabel("Certificate 1")).toHaveValue("ISO 9001");
  await itemPicker(page)
    .getByRole("list", { name: "Matching codes" })
    .getByRole("radio", { name: /^45233140-2 Roadworks$/ })
    .check();
  await form.getByRole("button", { name: "Publish tender" }).click();
  await expect(page.getByText("Your tender is published.")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("cell", { name: /45233140-2/ })).toContainText("Roadworks");
  await expect(page.getByRole("region", { name: "Required certificates" })).toContainText(
    "ISO 9001",
  );
  const path = new URL(page.url()).pathname;
  await page.context().close();
  return path;
}

/** The bid's price, delivery time and validity. */
async function fillBid(form: Locator) {
  await form.getByLabel("Unit price of Resurfacing in USD").fill("250000");
  await form.getByLabel("Delivery time (days)").fill("60");
  await form.getByLabel("Prices valid until").fill("2030-06-01");
}

/**
 * A supplier's company without ISO 9001: the tender page says it does not qualify and the bid is
 * refused with the reason; once it holds a valid one, the page says it qualifies and the bid goes.
 */
export async function bidNeedsCertificate(
  browser: Browser,
  server: OwnServer,
  tenderPath: string,
  javaScriptEnabled: boolean,
) {
  const { page, member } = await memberPage(browser, server, "Sol Supplier", {
    javaScriptEnabled,
  });
  const companyId = await withRepo(server, async (repo) => {
    expect(await repo.vendors.assignOwner(SUPPLIER_CO.slug, member.email)).toBe("done");
    return (await repo.vendors.bySlug(SUPPLIER_CO.slug))!.id;
  });
  await page.goto(tenderPath);
  const panel = page.getByRole("list", { name: "Your companies and the requirements" });
  await expect(panel).toHaveText(
    `${SUPPLIER_CO.name} does not qualify: it has no valid certificate for ISO 9001. Add a certificate`,
  );

  await page.getByRole("link", { name: "Place a bid" }).click();
  const form = page.getByRole("form", { name: "Your bid" });
  await fillBid(form);
  await form.getByRole("button", { name: "Place bid" }).click();
  await expect(
    page.getByText(/^This company cannot bid: it has no valid certificate for ISO 9001\./),
  ).toBeVisible();

  // The company now holds a valid ISO 9001:2015 certificate.
  await withRepo(server, (repo) =>
    repo.companies.addCertificate(
      companyId,
      {
        name: "ISO 9001:2015",
        issuer: "BSI",
        number: "FS 12345",
        scope: "Road construction",
        expiresOn: "2031-01-01",
      },
      { file: "", name: "iso-9001.pdf", type: "application/pdf", size: 1 },
    ),
  );
  await page.goto(tenderPath);
  await expect(panel).toHaveText(`${SUPPLIER_CO.name} meets every requirement.`);
  await page.getByRole("link", { name: "Place a bid" }).click();
  await fillBid(form);
  await form.getByRole("button", { name: "Place bid" }).click();
  await expect(
    page.getByText(
      "Your bid is sealed until the deadline. You can change or withdraw it until then.",
    ),
  ).toBeVisible();
  await page.context().close();
}
