import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page } from "./visitor";

// The supplier directory and a vendor's profile as the server renders them, through the request
// handler: the cards and their count, a filtered address with every control set from it, the
// empty result, junk in the query string, the profile's sections and the not-found page.
// (Moved from tests/e2e/vendors.spec.ts, which keeps the filters applying as they are chosen,
// history and scroll, the keyboard on the slider, the search typed before hydration, the phone's
// folded filters and the axe checks.)

const text = (el: Element | null | undefined) =>
  (el?.textContent ?? "").replace(/\s+/g, " ").trim();

/** "Showing N of M vendors". */
const countLine = (page: Page) => /Showing \d+ of \d+ vendors/.exec(page.main)?.[0];
/** The cards' titles, in order. */
const cardTitles = (page: Page) =>
  [...page.document.querySelectorAll("main li h3")].map((h) => text(h));
const filters = (page: Page) => page.screen.getByRole("search", { name: "Filters" });
const resetLink = (page: Page) =>
  within(filters(page)).queryByRole("link", { name: "Reset Filters" });
const valueOf = (page: Page, label: string) => page.labelled(label).getAttribute("value");
/** The chosen option's text (the first, when none is marked), as the browser shows it. */
const chosen = (page: Page, label: string) => {
  const select = page.labelled(label);
  return text(select.querySelector("option[selected]") ?? select.querySelector("option"));
};
const ratingShown = (page: Page) =>
  text(page.document.querySelector('[data-testid="rating-value"]'));

describe.each(BACKENDS)("the supplier directory and its profiles on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("lists every vendor with its card details and says how many it shows", async () => {
    const page = await site.visitor().get("/vendors");
    expect(page.status).toBe(200);
    expect(countLine(page)).toBe("Showing 10 of 10 vendors");
    expect(cardTitles(page)).toHaveLength(10);
    const card = [...page.document.querySelectorAll("main li")].find((li) =>
      text(li).includes("Kestrel Freight Partners"),
    )!;
    expect(card.querySelector("img")?.getAttribute("src")).toMatch(
      /kestrel-freight-partners\.svg$/,
    );
    for (const shown of [
      "4.7",
      "Rotterdam, Netherlands",
      "Logistics",
      "Ocean, air and road forwarding",
    ]) {
      expect(text(card)).toContain(shown);
    }
    const profile = within(card as HTMLElement).getByRole("link", { name: /View Profile/ });
    expect(profile.getAttribute("href")).toBe("/vendors/kestrel-freight-partners");
    expect(resetLink(page)).toBeNull();
  });

  it("draws each card's icons from drawings the page itself holds", async () => {
    // The star, pin and Save icons are <use> references to symbols drawn once per page: one
    // pointing at no symbol of its page would draw nothing.
    for (const path of ["/vendors", "/"]) {
      const page = await site.visitor().get(path);
      const used = [...page.document.querySelectorAll("svg use")].map((u) =>
        u.getAttribute("href"),
      );
      expect(used.length, path).toBeGreaterThan(10);
      for (const href of new Set(used)) {
        expect(href, path).toMatch(/^#icon-/);
        const symbol = page.document.getElementById(href!.slice(1));
        expect(symbol?.tagName.toLowerCase(), `${path} ${href}`).toBe("symbol");
        expect(symbol!.querySelector("path")?.getAttribute("d"), href!).toBeTruthy();
      }
    }
  });

  it("a deep link shows the filtered list with every control set from the address", async () => {
    const page = await site
      .visitor()
      .get("/vendors?q=FREIGHT&category=Logistics&location=rotter&rating=4.5");
    expect(countLine(page)).toBe("Showing 1 of 10 vendors");
    expect(cardTitles(page)).toEqual(["Kestrel Freight Partners"]);
    expect(valueOf(page, "Search")).toBe("FREIGHT");
    expect(chosen(page, "Category")).toBe("Logistics");
    expect(valueOf(page, "Location")).toBe("rotter");
    expect(valueOf(page, "Minimum Rating")).toBe("4.5");
    expect(ratingShown(page)).toBe("4.5+");
    expect(resetLink(page)?.getAttribute("href")).toBe("/vendors");
  });

  it("the filters' form asks the server, which answers with the filtered list", async () => {
    const visitor = site.visitor();
    const page = await visitor.get("/vendors");
    const form = filters(page).closest("form") ?? filters(page).querySelector("form");
    const found = await visitor.submit(page, form as HTMLFormElement, { q: "freight" });
    expect(new URL(found.url).searchParams.get("q")).toBe("freight");
    expect(cardTitles(found)).toEqual(["Kestrel Freight Partners"]);
    expect(countLine(found)).toBe("Showing 1 of 10 vendors");
    // Without a filter, every control is blank again.
    const all = await visitor.get("/vendors");
    expect(valueOf(all, "Search")).toBe("");
    expect(valueOf(all, "Location")).toBe("");
    expect(chosen(all, "Category")).toBe("All Categories");
    expect(valueOf(all, "Minimum Rating")).toBe("0");
    expect(ratingShown(all)).toBe("Any");
  });

  it("an empty result says so and offers a reset", async () => {
    // On PostgreSQL the English full-text index drops "no" and "such" and finds "supplier" in
    // two listings: there, a word no listing has.
    const query = backend === "postgres" ? "qzxvw-jjkq" : "no-such-supplier";
    const page = await site.visitor().get(`/vendors?q=${query}`);
    expect(countLine(page)).toBe("Showing 0 of 10 vendors");
    const empty = page.document.querySelector('[data-testid="empty-state"]') as HTMLElement;
    expect(text(within(empty).getByRole("heading"))).toBe("No Vendors Found");
    expect(text(empty)).toContain("Try adjusting your filters.");
    expect(within(empty).getByRole("link", { name: "Reset Filters" }).getAttribute("href")).toBe(
      "/vendors",
    );
  });

  it("junk in the query string counts as no filter or is clamped", async () => {
    const visitor = site.visitor();
    const unknown = await visitor.get("/vendors?category=Aerospace&rating=abc&unknown=1");
    expect(unknown.path).toBe("/vendors?category=Aerospace&rating=abc&unknown=1");
    expect(countLine(unknown)).toBe("Showing 10 of 10 vendors");
    expect(resetLink(unknown)).toBeNull();
    expect(chosen(unknown, "Category")).toBe("All Categories");

    const high = await visitor.get("/vendors?rating=99");
    expect(valueOf(high, "Minimum Rating")).toBe("5");
    expect(high.screen.getByRole("heading", { name: "No Vendors Found" })).toBeTruthy();

    const long = await visitor.get(`/vendors?q=${"x".repeat(5000)}`);
    expect(valueOf(long, "Search")).toBe("x".repeat(100));
    expect(countLine(long)).toBe("Showing 0 of 10 vendors");

    const markup = "<img src=x onerror=alert(1)><script>alert(2)</script>";
    const escaped = await visitor.get(`/vendors?q=${encodeURIComponent(markup)}`);
    expect(valueOf(escaped, "Search")).toBe(markup);
    expect(escaped.document.querySelector("main img[src=x]")).toBeNull();
    expect(escaped.html).not.toContain("<script>alert(2)</script>");
    expect(countLine(escaped)).toBe("Showing 0 of 10 vendors");
  });

  it("a vendor's profile shows the vendor, its actions and every section", async () => {
    const page = await site.visitor().get("/vendors/lumenstack-technologies");
    expect(page.status).toBe(200);
    expect(page.document.title).toBe("Lumenstack Technologies | ProcureConnect");
    expect(text(page.screen.getByRole("heading", { level: 1 }))).toBe("Lumenstack Technologies");
    expect(page.screen.getByRole("img", { name: "Lumenstack Technologies logo" })).toBeTruthy();
    const header = page.document.querySelector("article header");
    for (const shown of [
      "4.8",
      "Austin, TX, USA",
      "Technology",
      "Cloud migration and e-procurement integration",
    ]) {
      expect(text(header)).toContain(shown);
    }
    expect(page.screen.getByRole("link", { name: "Contact Vendor" })).toBeTruthy();
    expect(page.screen.getByRole("link", { name: "Request Quote" })).toBeTruthy();

    const services = page.screen.getByRole("region", { name: "Services Offered" });
    expect(within(services).getAllByRole("listitem")).toHaveLength(5);
    expect(text(services)).toContain("ERP and e-procurement integration");
    // The sample reviews behind the listed rating, and an invitation to add one.
    const reviews = page.screen.getByRole("region", { name: "Reviews" });
    expect(text(within(reviews).getByTestId("review-average"))).toBe("4.8 out of 5 stars");
    expect(text(within(reviews).getByTestId("review-count"))).toBe("5 reviews");
    expect(within(reviews).getAllByRole("article")).toHaveLength(5);
    expect(within(reviews).getByRole("link", { name: "Sign in to write a review" })).toBeTruthy();
    expect(text(page.screen.getByRole("region", { name: "Certifications" }))).toContain(
      "SOC 2 Type II",
    );
    const tags = within(page.screen.getByRole("region", { name: "Tags" })).getAllByRole("listitem");
    expect(tags.map((t) => text(t))).toEqual(["SaaS", "Integration", "Cloud", "ERP"]);
    const directory = page.screen.getAllByRole("link", { name: "Supplier Directory" })[0]!;
    expect(directory.getAttribute("href")).toBe("/vendors");
  });

  it("an unknown vendor's profile answers 404 with Vendor Not Found and a way back", async () => {
    for (const slug of ["no-such-vendor", "_not-found", "%3Cb%3Ebold%3Cb%3E"]) {
      const page = await site.visitor().get(`/vendors/${slug}`);
      expect(page.status, slug).toBe(404);
      expect(text(page.screen.getByRole("heading", { level: 1 }))).toBe("Vendor Not Found");
      expect(page.main).toContain("The vendor you are looking for does not exist.");
      expect(page.document.title).toBe("Vendor Not Found | ProcureConnect");
      expect(
        page.screen.getByRole("link", { name: "Back to Supplier Directory" }).getAttribute("href"),
      ).toBe("/vendors");
    }
  });
});
