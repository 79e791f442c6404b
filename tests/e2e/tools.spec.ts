import type { Page } from "@playwright/test";
import { openBeforeHydration } from "./early";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

const PATH = "/resources/tools";

const converter = (page: Page) => {
  const section = page.locator("#unit-converter");
  return {
    section,
    from: section.getByLabel("From", { exact: true }),
    to: section.getByLabel("To", { exact: true }),
    fromList: section.getByRole("listbox", { name: "Convert from" }),
    toList: section.getByRole("listbox", { name: "Convert to" }),
    result: section.getByTestId("conversion-result"),
    tabs: section.getByRole("navigation", { name: "Unit category" }).getByRole("link"),
    tab: (name: string) =>
      section
        .getByRole("navigation", { name: "Unit category" })
        .getByRole("link", { name, exact: true }),
  };
};

async function expectSelection(page: Page, category: string, from: string, to: string) {
  const c = converter(page);
  await expect(c.tab(category)).toHaveAttribute("aria-current", "page");
  await expect(c.fromList.getByRole("option", { selected: true })).toHaveText(from);
  await expect(c.toList.getByRole("option", { selected: true })).toContainText(to);
}

test.describe("Unit Converter Express Version", () => {
  test("opens at 200 Meter to Centimeter with every value in place", async ({ page }) => {
    await gotoHydrated(page, PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resource Tools");
    await expect(
      page.getByText("Practical tools to assist in your procurement process."),
    ).toBeVisible();
    const c = converter(page);
    await expect(c.section.getByRole("heading", { level: 2 })).toHaveText(
      "Unit Converter Express Version",
    );
    await expect(c.from).toHaveValue("200");
    await expect(c.to).toHaveValue("20000.000000");
    await expect(c.to).toHaveAttribute("readonly", "");
    await expectSelection(page, "Length", "Meter", "Centimeter");
    const centimeter = c.toList.getByRole("option", { name: /^Centimeter/ });
    await expect(centimeter).toHaveText(/^Centimeter\s*20000\.00000000$/);
    await expect(c.toList.getByRole("option", { name: /^Inch/ })).toContainText("7874.01574803");
    await expect(c.result).toHaveText("200 Meter = 20000.000000 Centimeter");
    await expect(c.tabs).toHaveText(["Length", "Temperature", "Area", "Volume", "Weight", "Time"]);
  });

  test("shows ten rows of each list and scrolls to the eleventh", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const { fromList } = converter(page);
    await expect(fromList.getByRole("option")).toHaveCount(11);
    const rows = await fromList.evaluate((list) => {
      const row = list.querySelector('[role="option"]') as HTMLElement;
      return {
        visible: list.clientHeight / row.offsetHeight,
        scrolls: list.scrollHeight > list.clientHeight,
      };
    });
    expect(rows.visible).toBeCloseTo(10, 1);
    expect(rows.scrolls).toBe(true);
    await expect(fromList.getByRole("option", { name: "Light Year" })).not.toBeInViewport();

    await fromList.focus();
    await page.keyboard.press("End");
    await expect(fromList.getByRole("option", { name: "Light Year" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(fromList.getByRole("option", { name: "Light Year" })).toBeInViewport();
    await page.keyboard.press("Home");
    await expect(fromList.getByRole("option", { name: "Meter", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("selects a category's first and second units when its tab is chosen", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const c = converter(page);
    const expected: [string, string, string, string][] = [
      ["Temperature", "Celsius", "Fahrenheit", "392.000000"],
      ["Area", "Square Meter", "Square Kilometer", "0.000200"],
      ["Volume", "Cubic Meter", "Cubic Centimeter", "200000000.000000"],
      ["Weight", "Kilogram", "Gram", "200000.000000"],
      ["Time", "Second", "Minute", "3.333333"],
      ["Length", "Meter", "Kilometer", "0.200000"],
    ];
    for (const [category, from, to, value] of expected) {
      await c.tab(category).click();
      await expectSelection(page, category, from, to);
      await expect(c.to).toHaveValue(value);
      await expect(c.result).toHaveText(`200 ${from} = ${value} ${to}`);
    }
    await c.tab("Temperature").click();
    await expect(c.fromList.getByRole("option")).toHaveText(["Celsius", "Fahrenheit", "Kelvin"]);
    // The tabs work from the keyboard too.
    await c.tab("Temperature").focus();
    await page.keyboard.press("Tab");
    await expect(c.tab("Area")).toBeFocused();
    await page.keyboard.press("Enter");
    await expectSelection(page, "Area", "Square Meter", "Square Kilometer");
  });

  const presets: [string, string, string, string, string][] = [
    ["cm to inches", "Length", "Centimeter", "Inch", "78.740157"],
    ["kg to lbs", "Weight", "Kilogram", "Pound", "440.924884"],
    ["Celsius to Fahrenheit", "Temperature", "Celsius", "Fahrenheit", "392.000000"],
    ["mm to inches", "Length", "Millimeter", "Inch", "7.874016"],
    ["inches to cm", "Length", "Inch", "Centimeter", "508.000000"],
    ["lbs to kg", "Weight", "Pound", "Kilogram", "90.718400"],
    ["Fahrenheit to Celsius", "Temperature", "Fahrenheit", "Celsius", "93.333333"],
    ["inches to mm", "Length", "Inch", "Millimeter", "5080.000000"],
  ];

  test("sets category, source and target with each of the eight presets", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const c = converter(page);
    const links = c.section.getByRole("region", { name: "Quick Presets" }).getByRole("link");
    await expect(links).toHaveText(presets.map(([label]) => label));
    for (const [label, category, from, to, value] of presets) {
      await c.section.getByRole("link", { name: label, exact: true }).click();
      await expectSelection(page, category, from, to);
      await expect(c.to, label).toHaveValue(value);
      await expect(c.from).toHaveValue("200");
    }
  });

  test("goes back to Length from the sidebar and shows the other converters disabled", async ({
    page,
  }) => {
    await gotoHydrated(page, PATH);
    const c = converter(page);
    const sidebar = c.section.getByRole("list", { name: "All Converters" });
    await c.tab("Time").click();
    await expectSelection(page, "Time", "Second", "Minute");
    const common = sidebar.getByRole("link", { name: "Common Converters" });
    await expect(common).toHaveAttribute("aria-current", "true");
    await common.click();
    await expectSelection(page, "Length", "Meter", "Kilometer");
    await expect(c.to).toHaveValue("0.200000");

    const others = [
      "Engineering",
      "Heat",
      "Fluids",
      "Light",
      "Electricity",
      "Magnetism",
      "Radiology",
      "Common Unit Systems",
    ];
    await expect(sidebar.getByRole("listitem")).toHaveText(["Common Converters", ...others]);
    await expect(sidebar.getByRole("button")).toHaveText(others);
    for (const name of others) {
      await expect(sidebar.getByRole("button", { name })).toBeDisabled();
    }
    const snapshot = await sidebar.ariaSnapshot();
    expect(snapshot).toContain('button "Engineering" [disabled]');
  });

  test("recomputes on every change of value, source and target", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const c = converter(page);
    await c.from.fill("1.5");
    await expect(c.to).toHaveValue("150.000000");
    await expect(page).toHaveURL(/\/resources\/tools\?value=1\.5$/);
    await expect(c.toList.getByRole("option", { name: /^Millimeter/ })).toContainText(
      "1500.00000000",
    );
    await expect(c.result).toHaveText("1.5 Meter = 150.000000 Centimeter");

    await c.from.fill("");
    await expect(c.to).toHaveValue("0.000000");
    await expect(c.result).toHaveText("0 Meter = 0.000000 Centimeter");

    await c.from.fill("-40");
    await c.tab("Temperature").click();
    await expect(c.to).toHaveValue("-40.000000");
    await c.toList.getByRole("option", { name: /^Kelvin/ }).click();
    await expect(c.to).toHaveValue("233.150000");
    await c.fromList.getByRole("option", { name: "Kelvin" }).click();
    await expect(c.to).toHaveValue("-40.000000");
    await expect(c.result).toHaveText("-40 Kelvin = -40.000000 Kelvin");

    // The lists answer the keyboard and the value follows at once.
    await c.toList.focus();
    await page.keyboard.press("Home");
    await expect(c.to).toHaveValue("-313.150000");
    await page.keyboard.press("ArrowDown");
    await expect(c.to).toHaveValue("-531.670000");
    await expect(c.toList).toHaveAttribute(
      "aria-activedescendant",
      (await c.toList.getByRole("option", { name: /^Fahrenheit/ }).getAttribute("id"))!,
    );
    await c.fromList.focus();
    await page.keyboard.press("c");
    await expect(c.result).toHaveText("-40 Celsius = -40.000000 Fahrenheit");
  });

  test("a shared link shows its conversion, rendered by the server", async ({ page, request }) => {
    const link = `${PATH}?category=Weight&from=Pound&to=Ounce&value=2.5`;
    const html = await (await request.get(link)).text();
    expect(html).toContain("2.5 Pound = 40.000000 Ounce");
    await gotoHydrated(page, link);
    const c = converter(page);
    await expectSelection(page, "Weight", "Pound", "Ounce");
    await expect(c.from).toHaveValue("2.5");
    await expect(c.to).toHaveValue("40.000000");
    await expect(c.result).toHaveText("2.5 Pound = 40.000000 Ounce");
  });

  test("keeps its state in the URL, replacing the history entry without scrolling", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await gotoHydrated(page, PATH);
    const historyLength = await page.evaluate(() => history.length);
    const c = converter(page);
    await c.fromList.getByRole("option", { name: "Mile" }).click();
    await c.toList.getByRole("option", { name: /^Foot/ }).click();
    await c.from.fill("5");
    await expect(page).toHaveURL(/\/resources\/tools\?from=Mile&to=Foot&value=5$/);
    await expect(c.result).toHaveText("5 Mile = 26400.000000 Foot");
    // Tabs in the middle of the window, clear of the fixed header.
    await c
      .tab("Time")
      .evaluate((tab) =>
        window.scrollBy(0, tab.getBoundingClientRect().top - window.innerHeight / 2),
      );
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    await c.tab("Time").click();
    await expect(page).toHaveURL(/\/resources\/tools\?category=Time&value=5$/);
    await expect(c.result).toHaveText("5 Second = 0.083333 Minute");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // Reloading shows the same conversion.
    await page.reload();
    await expect(c.result).toHaveText("5 Second = 0.083333 Minute");
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("junk in the URL falls back to the defaults", async ({ page }) => {
    await gotoHydrated(page, `${PATH}?category=Money&from=Euro&to=%3Cb%3E&value=abc`);
    const c = converter(page);
    await expectSelection(page, "Length", "Meter", "Centimeter");
    await expect(c.result).toHaveText("0 Meter = 0.000000 Centimeter");
  });

  test("a value typed and a tab chosen before the page has hydrated take effect", async ({
    page,
  }) => {
    const early = await openBeforeHydration(page, PATH);
    const c = converter(page);
    await c.tab("Weight").click();
    await expect(page).toHaveURL(/\/resources\/tools\?category=Weight#unit-converter$/);
    await expectSelection(page, "Weight", "Kilogram", "Gram");
    await c.from.fill("3");
    await early.expectNotHydrated();
    await early.hydrate();
    await expect(c.to).toHaveValue("3000.000000");
    await expect(c.result).toHaveText("3 Kilogram = 3000.000000 Gram");
    await expect(page).toHaveURL(/\/resources\/tools\?category=Weight&value=3$/);
  });

  test("keeps the Find the Units to Convert inputs free text without effect", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const c = converter(page);
    const box = c.section.getByRole("region", { name: "Find the Units to Convert" });
    await box.getByLabel("From Unit").fill("Kelvin");
    await box.getByLabel("To Unit").fill("Parsec");
    await expect(box.getByLabel("From Unit")).toHaveValue("Kelvin");
    await expectSelection(page, "Length", "Meter", "Centimeter");
    await expect(c.to).toHaveValue("20000.000000");
  });
});

test.describe("Cost Calculator", () => {
  test("sums subtotal, tax and shipping as the user types", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const section = page.locator("#cost-calculator");
    const summary = section.getByTestId("cost-summary");
    const row = (name: string) => summary.locator("div").filter({ hasText: name }).locator("dd");
    await expect(row("Subtotal")).toHaveText("$0.00");
    await expect(row("Total Cost")).toHaveText("$0.00");

    await section.getByLabel("Unit Cost ($)").fill("12.5");
    await expect(row("Subtotal")).toHaveText("$0.00");
    await section.getByLabel("Quantity").fill("4");
    await expect(row("Subtotal")).toHaveText("$50.00");
    await section.getByLabel("Shipping Cost ($)").fill("15");
    await expect(row("Shipping")).toHaveText("$15.00");
    await expect(row("Total Cost")).toHaveText("$65.00");
    await section.getByLabel("Tax Rate (%)").fill("8");
    await expect(row("Tax")).toHaveText("$4.00");
    await expect(row("Total Cost")).toHaveText("$69.00");

    // Quantity counts whole units only.
    await section.getByLabel("Quantity").fill("2.7");
    await expect(row("Subtotal")).toHaveText("$25.00");
    await expect(row("Tax")).toHaveText("$2.00");
    await expect(row("Total Cost")).toHaveText("$42.00");

    // Thousands separators and 2 decimals.
    await section.getByLabel("Unit Cost ($)").fill("1234.567");
    await section.getByLabel("Quantity").fill("1000");
    await expect(row("Subtotal")).toHaveText("$1,234,567.00");
    await expect(row("Tax")).toHaveText("$98,765.36");
    await expect(row("Total Cost")).toHaveText("$1,333,347.36");

    // Empty counts as 0, with no error message.
    await section.getByLabel("Unit Cost ($)").fill("");
    await expect(row("Subtotal")).toHaveText("$0.00");
    await expect(row("Total Cost")).toHaveText("$15.00");
    await expect(section.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("Cost Calculator before hydration", () => {
  test("keeps what was typed before the page hydrated and adds it up", async ({ page }) => {
    const early = await openBeforeHydration(page, PATH);
    const section = page.locator("#cost-calculator");
    await section.getByLabel("Unit Cost ($)").fill("12.5");
    await section.getByLabel("Quantity").fill("4");
    await early.expectNotHydrated();
    await early.hydrate();
    const summary = section.getByTestId("cost-summary");
    const row = (name: string) => summary.locator("div").filter({ hasText: name }).locator("dd");
    await expect(row("Subtotal")).toHaveText("$50.00");
    await section.getByLabel("Shipping Cost ($)").fill("15");
    await expect(row("Total Cost")).toHaveText("$65.00");
    await expect(section.getByLabel("Unit Cost ($)")).toHaveValue("12.5");
  });
});

test.describe("RFP Draft Generator", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("previews the draft live, with placeholders for empty inputs", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const section = page.locator("#rfp-draft-generator");
    const preview = section.getByLabel("Markdown Preview");
    await expect(preview).toHaveValue(/^# Request for Proposal: \[Project Name\]\n/);
    await expect(preview).toHaveValue(/\[Your Company Name\] invites/);
    await expect(preview).toHaveValue(/## 2\. Project Scope\n\n\[Describe the project scope/);
    await expect(preview).toHaveValue(/## 3\. Submission Deadline\n\nTBD\n/);
    await expect(preview).toHaveValue(/## 4\. Contact Information\n\nTBD\n$/);

    await section.getByLabel("Project Name").fill("Warehouse Automation");
    await expect(preview).toHaveValue(/^# Request for Proposal: Warehouse Automation\n/);
    await section.getByLabel("Your Company Name").fill("Acme Logistics");
    await expect(preview).toHaveValue(
      /Acme Logistics invites qualified vendors to submit proposals for Warehouse Automation\./,
    );
    await section.getByLabel("Project Scope").fill("Install 40 mobile robots.");
    await expect(preview).toHaveValue(/## 2\. Project Scope\n\nInstall 40 mobile robots\.\n\n## 3/);
    await expect(preview).not.toHaveValue(/\[Project Name\]|\[Your Company Name\]/);

    await section.getByLabel("Project Name").fill("");
    await expect(preview).toHaveValue(/^# Request for Proposal: \[Project Name\]\n/);
  });

  test("starts a tender from the draft, its title and text carried over", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const section = page.locator("#rfp-draft-generator");
    await section.getByLabel("Project Name").fill("Warehouse Automation");
    await section.getByLabel("Project Scope").fill("Install 40 mobile robots.");
    const link = section.getByRole("link", { name: "Start a tender from this draft" });
    const href = new URL((await link.getAttribute("href"))!, "http://x");
    expect(href.pathname).toBe("/projects/new");
    expect(href.searchParams.get("title")).toBe("Warehouse Automation");
    expect(href.searchParams.get("description")).toContain("Install 40 mobile robots.");
  });

  test("copies the Markdown and says Copied! for 2 seconds", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
    await gotoHydrated(page, PATH);
    const section = page.locator("#rfp-draft-generator");
    await section.getByLabel("Project Name").fill("Fleet Renewal");
    const text = await section.getByLabel("Markdown Preview").inputValue();

    await page.clock.pauseAt(new Date("2026-03-02T10:00:00Z"));
    await section.getByRole("button", { name: "Copy" }).click();
    const copied = section.getByRole("button", { name: "Copied!" });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    expect(text).toContain("# Request for Proposal: Fleet Renewal");

    await page.clock.runFor(1999);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1);
    await expect(section.getByRole("button", { name: "Copy", exact: true })).toBeVisible();
    await expect(copied).toHaveCount(0);
  });

  for (const [what, clipboard] of [
    [
      "refuses the write",
      "({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) })",
    ],
    ["has no clipboard (a non-secure origin)", "undefined"],
  ] as const) {
    test(`tells the user and selects the draft when the browser ${what}`, async ({ page }) => {
      await page.addInitScript(`
        Object.defineProperty(Navigator.prototype, "clipboard", {
          configurable: true,
          get: () => ${clipboard},
        });
      `);
      await gotoHydrated(page, PATH);
      const section = page.locator("#rfp-draft-generator");
      await section.getByRole("button", { name: "Copy" }).click();
      await expect(section.getByRole("status")).toHaveText(
        /did not allow copying to the clipboard\. The draft is selected above/,
      );
      await expect(section.getByRole("button", { name: "Copied!" })).toHaveCount(0);
      const preview = section.getByLabel("Markdown Preview");
      await expect(preview).toBeFocused();
      const selection = await preview.evaluate((el: HTMLTextAreaElement) => ({
        start: el.selectionStart,
        end: el.selectionEnd,
        length: el.value.length,
      }));
      expect(selection).toEqual({ start: 0, end: selection.length, length: selection.length });
      expect(selection.length).toBeGreaterThan(100);
    });
  }
});

test.describe("Mini Analytics", () => {
  test("loads the chart only as it nears the viewport, with the five departments", async ({
    page,
  }) => {
    const chartRequests: string[] = [];
    page.on("request", (request) => {
      if (/spend-chart/.test(request.url())) chartRequests.push(request.url());
    });
    await gotoHydrated(page, PATH);
    const section = page.locator("#mini-analytics");
    const chartArea = section.getByTestId("spend-chart");
    const box = await chartArea.boundingBox();
    expect(chartRequests).toEqual([]);
    await expect(chartArea.locator("svg.recharts-surface")).toHaveCount(0);

    await section.scrollIntoViewIfNeeded();
    await expect(chartArea.locator("svg.recharts-surface")).toBeVisible();
    expect(chartRequests.length).toBeGreaterThan(0);
    // The reserved height means nothing moved when the chart arrived.
    expect((await chartArea.boundingBox())?.height).toBe(box?.height);

    const departments = ["Tech", "Marketing", "Logistics", "Legal", "HR"];
    const ticks = chartArea.locator(".recharts-cartesian-axis-tick-value");
    for (const name of departments) await expect(ticks.filter({ hasText: name })).toHaveCount(1);
    await expect(chartArea.locator(".recharts-bar-rectangle")).toHaveCount(5);
    await expect(chartArea.getByText("Department", { exact: true })).toBeVisible();
    await expect(chartArea.getByText("Spend (USD)", { exact: true })).toBeVisible();

    const table = section.getByRole("table", { name: /Spend by department/ });
    await expect(table.locator("tbody tr")).toHaveText([
      /Tech\s*\$4,000/,
      /Marketing\s*\$3,000/,
      /Logistics\s*\$2,000/,
      /Legal\s*\$2,780/,
      /HR\s*\$1,890/,
    ]);
    await expect(table.locator("tfoot")).toHaveText(/Total\s*\$13,670/);
  });

  test("shows a department's value on hover", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const chartArea = page.locator("#mini-analytics").getByTestId("spend-chart");
    await chartArea.scrollIntoViewIfNeeded();
    const bars = chartArea.locator(".recharts-bar-rectangle");
    await expect(bars).toHaveCount(5);
    const tooltip = chartArea.locator(".recharts-tooltip-wrapper");
    await bars.nth(3).hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText("Legal$2,780");
    await bars.nth(4).hover();
    await expect(tooltip).toHaveText("HR$1,890");
  });

  test("shows each department's value from the keyboard", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const chartArea = page.locator("#mini-analytics").getByTestId("spend-chart");
    await chartArea.scrollIntoViewIfNeeded();
    const chart = chartArea.getByRole("application", { name: "Spend by department" });
    await chart.focus();
    const tooltip = chartArea.locator(".recharts-tooltip-wrapper");
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText("Tech$4,000");
    for (const text of ["Marketing$3,000", "Logistics$2,000", "Legal$2,780", "HR$1,890"]) {
      await page.keyboard.press("ArrowRight");
      await expect(tooltip).toHaveText(text);
    }
  });
});

test.describe("Resource Tools page", () => {
  for (const anchor of [
    "unit-converter",
    "cost-calculator",
    "rfp-draft-generator",
    "mini-analytics",
  ]) {
    test(`opens at #${anchor}`, async ({ page }) => {
      await gotoHydrated(page, `${PATH}#${anchor}`);
      await expect(page.locator(`#${anchor} h2`)).toBeInViewport();
    });
  }

  test("links to each tool from the top of the page", async ({ page }) => {
    await gotoHydrated(page, PATH);
    const nav = page.getByRole("navigation", { name: "Tools on this page" });
    await nav.getByRole("link", { name: "Mini Analytics" }).click();
    await expect(page).toHaveURL(/#mini-analytics$/);
    await expect(page.locator("#mini-analytics h2")).toBeInViewport();
  });

  test("has no axe violations with every tool in use and the chart loaded", async ({ page }) => {
    await gotoHydrated(page, PATH);
    await page.locator("#rfp-draft-generator").getByLabel("Project Name").fill("Audit");
    await page.locator("#cost-calculator").getByLabel("Quantity").fill("3");
    await page.locator("#mini-analytics").scrollIntoViewIfNeeded();
    await expect(page.locator("#mini-analytics svg.recharts-surface")).toBeVisible();
    await expectNoAxeViolations(page);
    await converter(page).tab("Temperature").click();
    await converter(page).fromList.focus();
    await expectNoAxeViolations(page);
  });
});
