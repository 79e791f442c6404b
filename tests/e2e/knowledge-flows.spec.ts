import { request as playwrightRequest } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures";
import { test, expect } from "./claims-helpers";
import { memberPage, newEvent, operatorPage, parseIcs, writeArticle } from "./knowledge-helpers";

// Operators publish articles, members register for training: with JavaScript (the no-JS
// counterpart is knowledge-flows.nojs.spec.ts).

test.skip(({ isMobile }) => isMobile, "flows on one viewport");

// Several members and an operator in one test, on a server of its own: give them time.
test.describe.configure({ timeout: 180_000 });

test("an operator writes, previews and publishes an article; a draft is not found", async ({
  browser,
  claimServer,
}) => {
  const page = await operatorPage(browser, claimServer, true);
  const draftTitle = await writeArticle(page, "Save draft");
  await expect(page.getByRole("status")).toContainText("Saved as a draft");
  const draftPath = await page.getByRole("textbox", { name: "Title" }).inputValue();
  expect(draftPath).toBe(draftTitle);
  const visitor = await playwrightRequest.newContext({ baseURL: claimServer.url });
  const slug = draftTitle.toLowerCase().replace(/\s+/g, "-");
  expect((await visitor.get(`/knowledge/news/${slug}`)).status()).toBe(404);
  expect(await (await visitor.get("/knowledge/news/feed.xml")).text()).not.toContain(draftTitle);

  // Preview, then publish: the hostile parts are neutralised.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Findings" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  await page.goto("/knowledge/news");
  await expect(page.getByRole("link", { name: draftTitle })).toBeVisible();
  await page.getByRole("link", { name: draftTitle }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(draftTitle);
  const body = page.locator(".article-body");
  await expect(body.getByRole("link", { name: "a real link" })).toHaveAttribute(
    "href",
    "https://example.com/",
  );
  expect(await body.locator("a", { hasText: "a trap" }).getAttribute("href")).toBeNull();
  expect(await body.locator("script, img, [style], [onerror]").count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expectNoAxeViolations(page);
  const feed = await (await visitor.get("/knowledge/news/feed.xml")).text();
  expect(feed).toContain(`<title>${draftTitle}</title>`);
  expect(feed).not.toMatch(/&lt;script/);

  // Unpublished, it is gone again.
  await page.goto("/admin/articles");
  await page.getByRole("link", { name: draftTitle }).click();
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("status")).toContainText("Taken back");
  expect((await visitor.get(`/knowledge/news/${slug}`)).status()).toBe(404);
  await visitor.dispose();
});

test("a member who is not an operator is refused the console's articles", async ({
  browser,
  claimServer,
}) => {
  const { page } = await memberPage(browser, claimServer, "Mallory Member");
  const res = await page.goto("/admin/articles/new");
  expect(res?.status()).toBe(404);
  const post = await page.request.post("/admin/articles/new", {
    headers: { origin: claimServer.url },
    form: { intent: "publish", title: "Mine", excerpt: "x", author: "x", body: "x" },
  });
  expect(post.status()).toBe(404);
});

test("a member registers for training and gets a calendar file; a full event waitlists", async ({
  browser,
  claimServer,
}) => {
  const event = await newEvent(claimServer, 1);
  const first = await memberPage(browser, claimServer, "Ada Attendee");
  await first.page.goto(`/knowledge/training/${event.slug}`);
  await expect(first.page.getByText("1 of 1 seats left")).toBeVisible();
  await first.page.getByRole("button", { name: "Register" }).click();
  await expect(first.page.getByRole("status")).toContainText("You are registered");
  await expectNoAxeViolations(first.page);
  const download = first.page.waitForEvent("download");
  await first.page.getByRole("link", { name: /Add to calendar/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${event.slug}.ics`);
  const { readFile } = await import("node:fs/promises");
  const [vevent] = parseIcs(await readFile((await file.path())!, "utf8"));
  expect(vevent!.SUMMARY).toBe(event.title);
  const start = event.startsAt.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  expect(vevent!.DTSTART).toBe(start);
  expect(vevent!.DURATION ?? vevent!.DTEND).toBeTruthy();
  // The registration's notice is on the member's notifications page.
  await first.page.goto("/account/notifications");
  await expect(first.page.getByText(`You have a seat at ${event.title}`)).toBeVisible();

  const second = await memberPage(browser, claimServer, "Bo Backup");
  await second.page.goto(`/knowledge/training/${event.slug}`);
  await expect(second.page.getByText("Full: 0 on the waiting list")).toBeVisible();
  await second.page.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(second.page.getByRole("status")).toContainText("waiting list");
  await expect(
    second.page.getByText("You are on the waiting list.", { exact: true }),
  ).toBeVisible();
});
