import { expect, gotoHydrated, test } from "./fixtures";

test("hero buttons lead to the members directory and the supplier directory", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Join Network" }).click();
  await expect(page).toHaveURL(/\/network\/members$/);
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Find Suppliers" }).click();
  await expect(page).toHaveURL(/\/vendors$/);
});

test("shows the four feature tiles and the four steps", async ({ page }) => {
  await gotoHydrated(page, "/");
  for (const tile of [
    "Discover Experts",
    "Manage Projects",
    "Hire Talent",
    "Transparent Reviews",
  ]) {
    await expect(page.getByRole("heading", { name: tile, level: 3 })).toBeVisible();
  }
  const steps = page.getByRole("region", { name: "How It Works" }).getByRole("listitem");
  await expect(steps).toHaveText([/Discover/, /Connect/, /Collaborate/, /Review/]);
});

test("names each section of the home page as the spec does", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 2 })).toContainText([
    "How It Works",
    "Featured Suppliers",
    "Trending Projects",
  ]);
  for (const name of ["How It Works", "Featured Suppliers", "Trending Projects"]) {
    await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
  }
});

test(
  "features the first 6 vendors in a keyboard-scrollable row",
  { tag: "@layout" },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    const row = page.getByTestId("featured-suppliers");
    await expect(row.getByRole("listitem")).toHaveCount(6);
    await expect(row.getByRole("listitem").first()).toContainText("Lumenstack Technologies");
    await row.focus();
    const before = await row.evaluate((el) => el.scrollLeft);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
    await row.evaluate((el) => el.scrollTo({ left: 0, behavior: "instant" }));
    await page.getByRole("button", { name: "Scroll suppliers right" }).click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  },
);

test("shows the first 3 projects as trending", async ({ page }) => {
  await gotoHydrated(page, "/");
  const trending = page.getByRole("region", { name: "Trending Projects" });
  await expect(trending.getByRole("listitem")).toHaveCount(3);
});

test.describe("counters", () => {
  test("are final in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const text of ["10k+", "5k+", "2k+"])
      expect(html).toContain(`>${text.slice(0, -2)}<!-- -->k+<`);
    expect(html).toContain("Verified Suppliers");
  });

  test("count up over 2.5 s with ease-out, once, when scrolled into view", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const counters = page.getByTestId("counter");
    await expect(counters).toHaveText(["0k+", "0k+", "0k+"]);
    // From here the page's time stands still unless the test moves it (an installed clock
    // otherwise follows real time, which a busy machine makes run ahead of the steps below).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByText("Verified Suppliers").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    // Fake time moves only when the test says so; React commits on a real task, so let it
    // catch up after each step before reading the page.
    const advance = async (ms: number) => {
      await page.clock.runFor(ms);
      await page.waitForTimeout(40);
    };
    // The observer reports on a coming frame: step a frame at a time until the count starts.
    let frames = 0;
    while ((await counters.first().textContent()) === "0k+" && frames < 60) {
      await advance(16);
      frames++;
    }
    expect(frames, "the count started once in view").toBeLessThan(60);
    await advance(500);
    // Ease-out: after a fifth of the time, well past a fifth of the way.
    const early = Number((await counters.first().textContent())?.replace("k+", ""));
    expect(early).toBeGreaterThanOrEqual(4);
    expect(early).toBeLessThan(10);
    await advance(2000);
    await expect(counters).toHaveText(["10k+", "5k+", "2k+"]);
    // Once: scrolling away and back does not restart it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByText("Verified Suppliers").scrollIntoViewIfNeeded();
    await page.clock.runFor(300);
    await expect(counters).toHaveText(["10k+", "5k+", "2k+"]);
  });

  test(
    "already on screen when scripts start, keep their final numbers",
    { tag: "@layout" },
    async ({ page }) => {
      // A window tall enough to show the band at once: what the visitor saw is never reset.
      await page.goto("/");
      const band = page.getByRole("region", { name: "ProcureConnect in numbers" });
      const bottom = await band.evaluate(
        (el) => el.getBoundingClientRect().bottom + window.scrollY,
      );
      await page.setViewportSize({
        width: page.viewportSize()!.width,
        height: Math.ceil(bottom) + 50,
      });
      await page.clock.install();
      await gotoHydrated(page, "/");
      const counters = page.getByTestId("counter");
      for (let i = 0; i < 10; i++) {
        await page.clock.runFor(100);
        await expect(counters).toHaveText(["10k+", "5k+", "2k+"]);
      }
    },
  );

  test("show the final numbers to visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    await expect(page.getByTestId("counter")).toHaveText(["10k+", "5k+", "2k+"]);
  });
});

test("client-side navigation to home brings its listings", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.getByRole("banner").getByRole("link", { name: "ProcureConnect" }).click();
  await expect(page.getByTestId("featured-suppliers").getByRole("listitem")).toHaveCount(6);
  await expect(
    page.getByRole("region", { name: "Trending Projects" }).getByRole("listitem"),
  ).toHaveCount(3);
});
