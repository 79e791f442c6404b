import { openDatabase } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { expect, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

// Pages are read from the database at request time: data written after the build (here straight
// through the data layer, as another process would) is on the site at once, cached pages included.

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server.stop();
});

test("a vendor added through the data layer is listed, found and shown without a rebuild", async ({
  page,
}) => {
  // Cache the directory first: the new vendor must not be hidden behind a stale page.
  await page.goto(`${server.url}/vendors?category=Energy`);
  await expect(page.getByText(/Showing 1 of 10 vendors/)).toBeVisible();

  const db = await openDatabase({ dataDir: server.dataDir });
  await createRepository(db).vendors.add({
    id: "v-harbourline",
    slug: "harbourline-grid-services",
    name: "Harbourline Grid Services",
    logoUrl: "/images/vendors/solvane-energy-systems.svg",
    shortBlurb: "Grid connection studies and substation maintenance for renewable generators.",
    services: ["Grid connection studies", "Substation maintenance"],
    rating: 4.6,
    tags: ["Grid", "Renewables"],
    category: "Energy",
    location: "Aberdeen, UK",
    certifications: ["ISO 45001"],
  });
  await db.destroy();

  await expect(async () => {
    await page.goto(`${server.url}/vendors?category=Energy`);
    await expect(page.getByText(/Showing 2 of 11 vendors/)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await expect(page.getByRole("heading", { name: "Harbourline Grid Services" })).toBeVisible();

  await page.goto(`${server.url}/vendors?q=substation`);
  await expect(page.getByRole("heading", { name: "Harbourline Grid Services" })).toBeVisible();

  const response = await page.goto(`${server.url}/vendors/harbourline-grid-services`);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Harbourline Grid Services" }),
  ).toBeVisible();
  await expect(page.getByText("Substation maintenance", { exact: true })).toBeVisible();
});
