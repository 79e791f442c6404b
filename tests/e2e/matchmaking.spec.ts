import { expect, memberPage, test } from "./claims-helpers";
import { prepare, roadsDraft } from "./matchmaking-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { vendors } from "../../app/data/vendors";

// Matchmaking with JavaScript (issue 43, decisions 481-484): the buyer ticks a suggested
// supplier and invites it in one step; the saved searches' and the calendar's pages pass axe.
// (Without JavaScript: matchmaking.nojs.spec.ts and tests/flows/matchmaking.test.ts.)

test("the buyer invites a suggested supplier; the matchmaking pages pass axe", async ({
  browser,
  claimServer,
}) => {
  test.setTimeout(90_000);
  const buyer = await memberPage(browser, claimServer, "Bea Buyer");
  const supplier = await memberPage(browser, claimServer, "Sid Supplier");
  const company = vendors[0]!;
  const draft = await roadsDraft(claimServer, buyer.member.email);
  await prepare(claimServer, draft, company.id, supplier.member.email);

  await buyer.page.goto(`/projects/${draft}/suggestions`);
  await expectNoAxeViolations(buyer.page);
  await buyer.page.getByRole("checkbox", { name: company.name }).check();
  await buyer.page.getByRole("button", { name: "Invite the ticked suppliers" }).click();
  await expect(buyer.page.getByText("1 supplier is invited.")).toBeVisible();

  for (const path of [
    "/account/tender-searches",
    "/account/calendar",
    "/account/tenders-for-you",
  ]) {
    await supplier.page.goto(path);
    await expectNoAxeViolations(supplier.page);
  }
});
