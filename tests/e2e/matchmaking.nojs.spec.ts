import { expect, memberPage, test } from "./claims-helpers";
import { placeCompany, prepare, roadsDraft } from "./matchmaking-helpers";
import { vendors } from "../../app/data/vendors";

// The buyer invites suggested suppliers without JavaScript (issue 43, decisions 483 and 521):
// the suggestions come in their order (here the one in the tender's region first), and the
// ticked ones are invited by a plain form post.

test.use({ javaScriptEnabled: false });

test("without scripts, the buyer sees suppliers in the tender's region first and invites the ticked one", async ({
  browser,
  claimServer,
}) => {
  test.setTimeout(90_000);
  const buyer = await memberPage(browser, claimServer, "Bea Buyer", { javaScriptEnabled: false });
  const supplier = await memberPage(browser, claimServer, "Sid Supplier");
  const [far, near] = [vendors[0]!, vendors[1]!];
  const draft = await roadsDraft(claimServer, buyer.member.email);
  for (const company of [far, near])
    await prepare(claimServer, draft, company.id, supplier.member.email);
  await placeCompany(claimServer, far.id, "Austin, TX, USA");
  await placeCompany(claimServer, near.id, "Leeds, UK");

  const page = buyer.page;
  await page.goto(`/projects/${draft}/suggestions`);
  const boxes = page.getByRole("group", { name: "Invite these suppliers" }).getByRole("checkbox");
  await expect(boxes).toHaveCount(2);
  await expect(boxes.nth(0)).toHaveAccessibleName(near.name);
  await expect(boxes.nth(1)).toHaveAccessibleName(far.name);
  await expect(page.getByText("Leeds, UK · In Europe")).toBeVisible();

  await page.getByRole("checkbox", { name: far.name }).check();
  await page.getByRole("button", { name: "Invite the ticked suppliers" }).click();
  await expect(page.getByText("1 supplier is invited. Their owners are told.")).toBeVisible();
  // An invited company is no longer suggested.
  await expect(page.getByRole("checkbox", { name: far.name })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: near.name })).toBeVisible();
});
