import { expect, test as visitorTest } from "./fixtures";
import {
  memberPage,
  newEvent,
  operatorPage,
  parseIcs,
  test,
  writeArticle,
} from "./knowledge-helpers";

// The knowledge flows without JavaScript: every button is a form the server answers.

// Several members and an operator in one test, on a server of its own: give them time.
test.describe.configure({ timeout: 180_000 });

test("without JavaScript an operator publishes an article and members register", async ({
  browser,
  claimServer,
}) => {
  const page = await operatorPage(browser, claimServer, false);
  const title = await writeArticle(page, "Publish now", "## Plain\n\nNo scripts needed.");
  await expect(page.getByRole("status")).toContainText("Published");
  await page.goto("/knowledge/news");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  const event = await newEvent(claimServer, 1);
  const ada = await memberPage(browser, claimServer, "Ada Nojs", { javaScriptEnabled: false });
  await ada.page.goto(`/knowledge/training/${event.slug}`);
  await ada.page.getByRole("button", { name: "Register" }).click();
  await expect(ada.page.getByRole("status")).toContainText("You are registered");
  await expect(ada.page.getByText(/You are registered/)).toHaveCount(1);
  const ics = await ada.page.request.get(`/knowledge/training/${event.slug}/event.ics`);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(parseIcs(await ics.text())[0]!.SUMMARY).toBe(event.title);
  expect(parseIcs(await ics.text())[0]!.ORGANIZER).toMatch(/^mailto:/i);

  const bo = await memberPage(browser, claimServer, "Bo Nojs", { javaScriptEnabled: false });
  await bo.page.goto(`/knowledge/training/${event.slug}`);
  await bo.page.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(bo.page.getByRole("status")).toContainText("you are on the waiting list");
  await bo.page.goto(`/knowledge/training/${event.slug}`);
  await expect(bo.page.getByText("You are on the waiting list.", { exact: true })).toBeVisible();
  // No calendar file for a place on the waiting list.
  await expect(bo.page.getByRole("link", { name: /Add to calendar/ })).toHaveCount(0);
});

visitorTest("without JavaScript the compliance filters narrow the guides", async ({ page }) => {
  await page.goto("/resources/compliance");
  await page.getByLabel("Jurisdiction").selectOption("European Union");
  await page.getByRole("button", { name: /Apply/ }).click();
  await expect(page).toHaveURL(/jurisdiction=European\+Union/);
  await expect(page.getByText("Showing 2 guides")).toBeVisible();
});
