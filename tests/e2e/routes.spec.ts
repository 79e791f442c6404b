import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// Every route of the spec's route table: its status, its heading and its own <title>.
const routes: { path: string; heading: string | RegExp; status?: number }[] = [
  { path: "/", heading: /Smarter procurement/ },
  { path: "/network/members", heading: "Members Directory" },
  { path: "/network/groups", heading: "Groups & Forums" },
  { path: "/projects", heading: "Current Projects" },
  { path: "/projects/case-studies", heading: "Case Studies" },
  // A sample project has a page of its own (issue 24), as every published tender does.
  { path: "/projects/p1", heading: "Offshore Wind Farm Grid Connection" },
  { path: "/vendors", heading: "Supplier Directory" },
  { path: "/vendors/lumenstack-technologies", heading: "Lumenstack Technologies" },
  { path: "/vendors/register", heading: "Register Company" },
  { path: "/vendors/reviews", heading: "Ratings & Reviews" },
  { path: "/jobs", heading: "Job Board" },
  { path: "/jobs/freelance", heading: "Freelance Opportunities" },
  { path: "/jobs/j1", heading: /./ },
  { path: "/knowledge/news", heading: "Articles & News" },
  {
    path: "/knowledge/news/nearshoring-rebalances-supplier-networks",
    heading: "Nearshoring in 2026: How Mid-Market Buyers Are Rebalancing Supplier Networks",
  },
  {
    path: "/projects/case-studies/cold-chain-network-for-a-regional-grocer",
    heading: /Cold-Chain/,
  },
  { path: "/resources/compliance/sanctions-screening-of-suppliers", heading: /Sanctions/ },
  { path: "/knowledge/training/supplier-risk-workshop", heading: "Supplier Risk Workshop" },
  { path: "/knowledge/templates", heading: "Templates & Guides" },
  { path: "/knowledge/training", heading: "Training & Webinars" },
  { path: "/resources/tools", heading: "Resource Tools" },
  { path: "/resources/sources", heading: "Local & Overseas Sources" },
  { path: "/resources/compliance", heading: "Regulations & Compliance" },
  { path: "/resources/news", heading: "Articles & News" },
  { path: "/ideas/challenges", heading: "Innovation Challenges" },
  { path: "/ideas/discussions", heading: "Discussion Threads" },
  { path: "/about", heading: "About" },
  { path: "/about/mission", heading: "Mission & Vision" },
  { path: "/about/team", heading: "Our Team" },
  { path: "/contact", heading: "Get in touch" },
  { path: "/legal/privacy", heading: "Privacy Policy" },
  { path: "/legal/terms", heading: "Terms of Service" },
  // Where the hamburger leads without JavaScript.
  { path: "/menu", heading: "Menu" },
  { path: "/no/such/page", heading: "Page Not Found", status: 404 },
  { path: "/vendors/no-such-vendor", heading: "Vendor Not Found", status: 404 },
  { path: "/jobs/j99", heading: "Job not found", status: 404 },
  { path: "/knowledge/news/no-such-article", heading: "Page Not Found", status: 404 },
  { path: "/projects/no-such-project", heading: "Page Not Found", status: 404 },
];

for (const { path, heading, status = 200 } of routes) {
  test(
    `${path} answers ${status} with its heading, title and no axe violations`,
    { tag: "@layout" },
    async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/ProcureConnect/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(20);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    },
  );
}

test("Register Company invites a signed-out visitor to sign in or join, and come back", async ({
  page,
}) => {
  await gotoHydrated(page, "/vendors/register");
  await expect(page.getByRole("link", { name: "Sign In", exact: true }).last()).toHaveAttribute(
    "href",
    "/sign-in?next=%2Fvendors%2Fregister",
  );
  await expect(page.getByRole("link", { name: "Join", exact: true }).last()).toHaveAttribute(
    "href",
    "/join?next=%2Fvendors%2Fregister",
  );
});

test("every page has a unique title", async ({ page }) => {
  // About thirty page loads in one test.
  test.setTimeout(90_000);
  const titles = new Map<string, string>();
  for (const { path, status } of routes) {
    if (status === 404 || path === "/resources/news") continue;
    await page.goto(path);
    const title = await page.title();
    expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
  }
});
