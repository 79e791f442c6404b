import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import sharp from "sharp";
import { joinAs, joinAsOperator, type Member } from "./accounts";
import { unique } from "./forms-helpers";

// What the companies' browser tests share: a member's own browser, a real image to upload, and
// a company's details typed into the form.

export interface Person {
  page: Page;
  member: Member;
}

/** A new member (or operator) signed in in a browser context of their own. */
export async function person(
  browser: Browser,
  name: string,
  { operator = false, ...options }: BrowserContextOptions & { operator?: boolean } = {},
): Promise<Person> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const member = operator ? await joinAsOperator(page, name) : await joinAs(page, name);
  return { page, member };
}

/** A visitor who is not signed in, in a fresh browser context. */
export async function visitor(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  return (await browser.newContext(options)).newPage();
}

/** A real PNG, wider than it is tall, so the server has to square it. */
export async function logoPng(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 400, height: 200, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  return { name: "logo.png", mimeType: "image/png", buffer };
}

export interface CompanyDetails {
  name: string;
  description: string;
  category: string;
  location: string;
  services: string;
  certifications?: string;
  tags?: string;
  website?: string;
}

/** A company with a name no other test uses. */
export function newCompany(prefix: string, category = "Energy"): CompanyDetails {
  const word = unique();
  return {
    name: `${prefix} ${word}`,
    description: `Solar farms and storage for industrial sites, keyword ${word}.`,
    category,
    location: "Lisbon, Portugal",
    services: "Solar installation\nBattery storage",
    certifications: "ISO 14001",
    tags: "solar, storage",
    website: "https://example.com",
  };
}

export async function fillCompany(page: Page, c: CompanyDetails) {
  await page.getByLabel("Company name").fill(c.name);
  await page.getByLabel("Short description").fill(c.description);
  await page.getByLabel("Category").selectOption(c.category);
  await page.getByLabel("Location").fill(c.location);
  await page.getByLabel("Services").fill(c.services);
  await page.getByLabel("Certifications").fill(c.certifications ?? "");
  await page.getByLabel("Tags").fill(c.tags ?? "");
  await page.getByLabel("Website").fill(c.website ?? "");
}

/** Registers a company through the form; resolves on its (pending) profile page. */
export async function register(
  page: Page,
  c: CompanyDetails,
  logo?: Parameters<Page["setInputFiles"]>[1],
) {
  await page.goto("/vendors/register");
  await fillCompany(page, c);
  if (logo) await page.getByLabel("Logo").setInputFiles(logo);
  await page.getByRole("button", { name: "Submit for review" }).click();
  await page.waitForURL(/\/vendors\/(?!register)[a-z0-9-]+$/);
}
