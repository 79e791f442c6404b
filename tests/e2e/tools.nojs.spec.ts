import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The unit converter with JavaScript disabled: its state is in the URL and the server renders
// the conversion; every control is a link or the From field's form.

const converter = (page: Page) => {
  const section = page.locator("#unit-converter");
  return {
    from: section.getByLabel("From", { exact: true }),
    to: section.getByLabel("To", { exact: true }),
    fromList: section.getByRole("listbox", { name: "Convert from" }),
    toList: section.getByRole("listbox", { name: "Convert to" }),
    result: section.getByTestId("conversion-result"),
    tab: (name: string) =>
      section
        .getByRole("navigation", { name: "Unit category" })
        .getByRole("link", { name, exact: true }),
    link: (name: string) => section.getByRole("link", { name, exact: true }),
  };
};

test("a shared link shows its conversion", async ({ page }) => {
  await page.goto("/resources/tools?category=Weight&from=Pound&to=Ounce&value=2.5");
  const c = converter(page);
  await expect(c.tab("Weight")).toHaveAttribute("aria-current", "page");
  await expect(c.from).toHaveValue("2.5");
  await expect(c.to).toHaveValue("40.000000");
  await expect(c.result).toHaveText("2.5 Pound = 40.000000 Ounce");
  await expect(c.toList.getByRole("option", { selected: true })).toContainText("Ounce");
});

test("tabs, unit lists, presets and the From field all work", async ({ page }) => {
  await page.goto("/resources/tools");
  const c = converter(page);
  await expect(c.result).toHaveText("200 Meter = 20000.000000 Centimeter");

  await c.tab("Temperature").click();
  await expect(page).toHaveURL(/\/resources\/tools\?category=Temperature#unit-converter$/);
  await expect(c.result).toHaveText("200 Celsius = 392.000000 Fahrenheit");

  await c.toList.getByRole("option", { name: /^Kelvin/ }).click();
  await expect(c.result).toHaveText("200 Celsius = 473.150000 Kelvin");

  await c.from.fill("-40");
  await page.getByRole("button", { name: "Convert" }).click();
  await expect(c.result).toHaveText("-40 Celsius = 233.150000 Kelvin");
  await c.fromList.getByRole("option", { name: "Fahrenheit" }).click();
  await expect(c.result).toHaveText("-40 Fahrenheit = 233.150000 Kelvin");

  await c.link("kg to lbs").click();
  await expect(c.result).toHaveText("-40 Kilogram = -88.184977 Pound");

  await c.from.fill("1");
  await c.from.press("Enter");
  await expect(c.result).toHaveText("1 Kilogram = 2.204624 Pound");

  await c.link("Common Converters").click();
  await expect(c.result).toHaveText("1 Meter = 0.001000 Kilometer");
  // Each link lands on the converter, not at the top of the page.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(c.tab("Length")).toBeInViewport();
});

test("each unit is a link of its own a keyboard reaches", async ({ page }) => {
  await page.goto("/resources/tools");
  const c = converter(page);
  await c.fromList.getByRole("option", { name: "Mile" }).focus();
  await page.keyboard.press("Enter");
  await expect(c.result).toHaveText("200 Mile = 32186880.000000 Centimeter");
});
