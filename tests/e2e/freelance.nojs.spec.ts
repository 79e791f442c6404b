import { expect, memberPage, test } from "./claims-helpers";
import { PDF, poster, publishedPost } from "./freelance-helpers";

// Freelance work without JavaScript, where only a real browser shows it: Chromium sends a
// proposal with a file from the file picker as a plain multipart form. The flow from the post
// to its award, and the post form's checks answered by the server, run through the request
// handler in tests/flows/freelance.test.ts.

test("a real browser sends a proposal with a file, without scripts", async ({
  browser,
  claimServer,
}) => {
  const pia = await poster(browser, claimServer, false);
  const id = await publishedPost(claimServer, pia.id, "Supplier scorecard without scripts");
  const dee = (await memberPage(browser, claimServer, "Dee Designer", { javaScriptEnabled: false }))
    .page;
  await dee.goto(`/jobs/freelance/${id}`);
  const form = dee.getByRole("form", { name: "Your proposal" });
  await form.getByLabel("Your price (USD, fixed total)").fill("2400");
  await form.getByLabel("Timeline (days)").fill("14");
  await form.getByLabel("Message").fill("Scorecards are my daily work; a draft within a week.");
  await form.getByLabel("Files (optional)").setInputFiles(PDF);
  await form.getByRole("button", { name: "Send proposal" }).click();
  await expect(dee.getByText("Your proposal is sent.")).toBeVisible();
  await expect(dee.getByRole("region", { name: "Your proposal" })).toContainText("Submitted");
  await pia.page.goto(`/account/freelance/${id}`);
  await expect(pia.page.getByRole("table").getByRole("link", { name: PDF.name })).toBeVisible();
});
