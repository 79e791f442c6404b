import { expect, gotoHydrated, test } from "./fixtures";

test("About has the intro, Our Mission and three values", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  await expect(page.getByText(/^Connecting businesses, simplifying procurement\. /)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Vision & Values" })).toBeVisible();
  for (const value of ["Transparency", "Connection", "Efficiency"]) {
    await expect(page.getByRole("heading", { name: value, level: 3 })).toBeVisible();
  }
});

test.describe("Contact", () => {
  test("has the four fields, placeholder details and a permanently disabled Submit", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    for (const label of ["First Name", "Last Name", "Email Address", "Your Message"]) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await page.getByLabel("First Name").fill("Ada");
    const submit = page.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await expect(page.getByText("100 Market Street", { exact: false })).toBeVisible();
  });

  test("shows the tooltip on hover", async ({ page, isMobile }) => {
    test.skip(isMobile, "hover needs a mouse");
    await gotoHydrated(page, "/contact");
    await page.getByRole("button", { name: "Submit" }).hover({ force: true });
    await expect(page.getByRole("tooltip")).toHaveText(
      "Form submission is disabled for this demo.",
    );
  });

  test("shows the tooltip on keyboard focus", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByLabel("Your Message").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tooltip")).toHaveText(
      "Form submission is disabled for this demo.",
    );
  });
});

test.describe("Legal", () => {
  test("Privacy Policy has 6 sections and today's date as Last Updated", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2027-03-15T10:00:00"));
    await gotoHydrated(page, "/legal/privacy");
    await expect(page.getByTestId("legal-section")).toHaveCount(6);
    await expect(page.getByTestId("last-updated")).toHaveText("Last Updated: March 15, 2027");
  });

  test("Terms of Service has 8 sections, 30 days' notice and today's date", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2027-03-15T10:00:00"));
    await gotoHydrated(page, "/legal/terms");
    await expect(page.getByTestId("legal-section")).toHaveCount(8);
    await expect(page.getByText(/30 days' notice before new terms take effect/)).toBeVisible();
    await expect(page.getByTestId("last-updated")).toHaveText("Last Updated: March 15, 2027");
  });
});

test.describe("start-up", () => {
  test.use({ allowedErrors: [/Could not find root element to mount to/] });

  test("a missing root element stops start-up with the spec's message", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.route("**/legal/terms", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('id="root"', 'id="not-root"');
      await route.fulfill({ response, body: html });
    });
    await page.goto("/legal/terms");
    await expect.poll(() => errors).toContain("Could not find root element to mount to");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });
});
