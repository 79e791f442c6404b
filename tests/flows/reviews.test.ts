import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankScore } from "../../app/domains/companies/rating-rank";
import { sampleReviews } from "../../app/data/sample-reviews";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";

// Ratings and reviews (issue 13), through the request handler, with several members each in a
// cookie jar of their own: the average, count and distribution on the profile, the card and
// the filter; one review per member, edited and deleted; the owner replies but cannot review;
// a hidden review stops counting; reviews ten at a time; Ratings & Reviews across vendors; the
// directory sorted by rating and by reviews. The sample reviews are taken away first: these
// tests count the members' own reviews from none. Each test reviews a different sample vendor.
// (Moved from tests/e2e/reviews.spec.ts, which keeps the star rating chosen with the keyboard,
// the refusal the browser shows before posting, and the pages' axe checks.)

const REVIEW_TEXT =
  "Their team delivered every milestone on schedule and flagged risks early, with clear weekly reports.";

const reviewsOf = (page: Page) => page.document.querySelector("#reviews") as HTMLElement;

/** Fills in and publishes the review form (new or edit), as the page's own form posts it. */
async function writeReview(
  member: Visitor,
  page: Page,
  {
    stars,
    title,
    relationship = "Current customer",
  }: { stars: number; title: string; relationship?: string },
): Promise<Page> {
  const form = page.form(/^(Write a review|Edit your review)$/);
  const button = within(form).getByRole("button", { name: /Publish review|Save changes/ });
  return member.submit(
    page,
    form,
    {
      rating: String(stars),
      ...page.byLabel({ Title: title, Review: REVIEW_TEXT, Relationship: relationship }, form),
    },
    button as HTMLButtonElement,
  );
}

function summary(page: Page) {
  const section = reviewsOf(page);
  const text = (id: string) =>
    (section.querySelector(`[data-testid=${id}]`)?.textContent ?? "").replace(/\s+/g, " ").trim();
  return { average: text("review-average"), count: text("review-count") };
}

const expectSummary = (page: Page, average: string, count: string) =>
  expect(summary(page)).toEqual({ average: `${average} out of 5 stars`, count });

function distributionRow(page: Page, stars: number): string {
  const list = within(reviewsOf(page)).getByRole("list", { name: "Rating distribution" });
  const label = `${stars} ${stars === 1 ? "star" : "stars"}`;
  const row = within(list)
    .getAllByRole("listitem")
    .find((li) => li.textContent?.replace(/\s+/g, " ").includes(label));
  return (row?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The review articles of the profile's list, newest first. */
function articles(page: Page, name: RegExp = /newest first/): HTMLElement[] {
  const list = within(reviewsOf(page)).getByRole("list", { name });
  return within(list).queryAllByRole("article");
}

const articleWith = (page: Page, text: string) =>
  within(reviewsOf(page))
    .getAllByRole("article")
    .find((a) => a.textContent?.includes(text))!;

/** The directory card of the vendor named `name`, for a search on its name. */
async function card(visitor: Visitor, name: string): Promise<string> {
  const page = await visitor.get(`/vendors?q=${encodeURIComponent(name)}`);
  const heading = page.screen.getByRole("heading", { name });
  return (heading.closest("li")?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The profile's AggregateRating, as search engines read it. */
function aggregateRating(page: Page): unknown {
  const blocks = [...page.document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? "null"),
  );
  const org = blocks.find((b) => b?.["@type"] === "Organization" && b.url?.includes("/vendors/"));
  return org?.aggregateRating ?? null;
}

/** Submits the form holding the button named `name` inside `scope`. */
function pressIn(visitor: Visitor, page: Page, scope: HTMLElement, name: RegExp | string) {
  const button = within(scope).getByRole("button", { name }) as HTMLButtonElement;
  return visitor.submit(page, button.closest("form")!, {}, button);
}

describe.each(BACKENDS)("reviews on %s", (backend) => {
  let site: Site;
  let repo: ReturnType<typeof createRepository>;
  beforeAll(async () => {
    site = await openSite(backend);
    repo = createRepository(site.db);
    for (const r of sampleReviews) await repo.reviews.remove(r.id);
  });
  afterAll(() => site?.close());

  it("several members' reviews make the average, count and distribution on the profile, the card and the filter", async () => {
    const slug = "stonequay-construction";
    const name = "Stonequay Construction";
    const profile = `/vendors/${slug}`;
    const alice = await site.member("Alice Buyer");
    const bob = await site.member("Bob Buyer");
    const stranger = site.visitor();

    const first = await alice.get(profile);
    expect(
      within(reviewsOf(first)).getByRole("heading", { name: `Be the first to review ${name}` }),
    ).toBeTruthy();
    const published = await writeReview(alice, first, {
      stars: 5,
      title: "Excellent site management",
    });
    expect(published.text).toContain("Thank you. Your review is published.");
    expectSummary(published, "5.0", "1 review");

    const second = await writeReview(bob, await bob.get(profile), {
      stars: 2,
      title: "Late on the second phase",
      relationship: "Past customer",
    });
    expectSummary(second, "3.5", "2 reviews");
    expect(distributionRow(second, 5)).toContain("1 review (50%)");
    expect(distributionRow(second, 2)).toContain("1");
    expect(distributionRow(second, 4)).toContain("0");

    // Newest first, with author, relationship, date and text.
    const list = articles(second, /Reviews of Stonequay/);
    expect(list).toHaveLength(2);
    const newest = list[0]!;
    expect(within(newest).getByRole("heading").textContent).toBe("Late on the second phase");
    expect(newest.textContent).toContain("Bob Buyer");
    expect(newest.textContent).toContain("Past customer");
    expect(newest.textContent).toContain(REVIEW_TEXT);
    expect(newest.querySelector("time")).not.toBeNull();
    expect(within(newest).getByRole("img", { name: "2 out of 5 stars" })).toBeTruthy();

    // The card in the directory and the minimum-rating filter, for a visitor signed out.
    const shown = await card(stranger, name);
    expect(shown).toContain("3.5 out of 5 stars");
    expect(shown).toContain("(2 reviews)");
    expect((await stranger.get("/vendors?q=Stonequay&rating=3.6")).text).toContain(
      "No Vendors Found",
    );
    const kept = await stranger.get("/vendors?q=Stonequay&rating=3.5");
    expect(kept.screen.getByRole("heading", { name })).toBeTruthy();

    // One review per member: Alice now has hers to edit, not a form for another.
    const again = await alice.get(profile);
    expect(within(reviewsOf(again)).getByRole("heading", { name: "Your review" })).toBeTruthy();
    expect(again.screen.queryByRole("form", { name: "Write a review" })).toBeNull();
    const edit = again.form("Edit your review");
    const checked = (stars: number) =>
      (
        within(edit).getByRole("radio", { name: `${stars} out of 5 stars` }) as HTMLInputElement
      ).hasAttribute("checked");
    expect(checked(5)).toBe(true);
    expect(again.labelled("Title", edit).getAttribute("value")).toBe("Excellent site management");
    const updated = await alice.submit(
      again,
      edit,
      { rating: "4" },
      within(edit).getByRole("button", { name: "Save changes" }) as HTMLButtonElement,
    );
    expect(updated.text).toContain("Your review is updated.");
    expectSummary(updated, "3.0", "2 reviews");

    // Bob deletes his: the average is Alice's alone.
    const bobs = await bob.get(profile);
    const deleted = await pressIn(bob, bobs, reviewsOf(bobs), "Delete your review");
    expect(deleted.text).toContain("Your review is deleted.");
    expectSummary(deleted, "4.0", "1 review");
    expect(distributionRow(deleted, 2)).toContain("0");
    expect(deleted.screen.getByRole("form", { name: "Write a review" })).toBeTruthy();

    // What search engines read is what the page shows.
    const seen = await stranger.get(profile);
    expectSummary(seen, "4.0", "1 review");
    expect(aggregateRating(seen)).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4.0",
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("the owner cannot review their own company but can reply under its reviews", async () => {
    const slug = "signalhouse-marketing";
    const name = "Signalhouse Marketing";
    const profile = `/vendors/${slug}`;
    const stranger = site.visitor();
    const owen = await site.member("Owen Owner");
    // What registering a company does (as `npm run admin` assigns it): the member owns the listing.
    expect(await repo.vendors.assignOwner(slug, owen.email)).toBe("done");

    // A company of the network without reviews has no rating, and matches no minimum.
    expect(await card(stranger, name)).toContain("No ratings yet");
    expect((await stranger.get("/vendors?q=Signalhouse&rating=0.1")).text).toContain(
      "No Vendors Found",
    );

    const own = await owen.get(profile);
    expect(reviewsOf(own).textContent).toContain("You cannot review a company you own.");
    expect(own.screen.queryByRole("form", { name: "Write a review" })).toBeNull();

    const mia = await site.member("Mia Member");
    const written = await writeReview(mia, await mia.get(profile), {
      stars: 4,
      title: "Strong campaign planning",
    });
    expectSummary(written, "4.0", "1 review");
    expect(written.text).not.toMatch(/Reply publicly/);

    const owners = await owen.get(profile);
    const review = articleWith(owners, "Strong campaign planning");
    const replyForm = owners.labelled("Your reply", review).closest("form")!;
    const replied = await owen.submit(
      owners,
      replyForm,
      owners.byLabel(
        { "Your reply": "Thank you, Mia: it was a pleasure to work with your team." },
        replyForm,
      ),
      within(replyForm).getByRole("button", { name: "Publish reply" }) as HTMLButtonElement,
    );
    expect(replied.text).toContain("Your reply is published.");

    const shown = articleWith(await mia.get(profile), "Strong campaign planning");
    expect(shown.textContent).toContain(`Reply from ${name}`);
    expect(shown.textContent).toContain("it was a pleasure to work with your team");

    expect(await card(stranger, name)).toContain("4.0 out of 5 stars");
  });

  it("a reported review hidden by an operator stops counting, and counts again once restored", async () => {
    const slug = "forgeline-precision-manufacturing";
    const profile = `/vendors/${slug}`;
    const stranger = site.visitor();
    const ann = await site.member("Ann Auditor");
    const ben = await site.member("Ben Rival");
    await writeReview(ann, await ann.get(profile), {
      stars: 5,
      title: "Tolerances met every time",
    });
    const bens = await writeReview(ben, await ben.get(profile), {
      stars: 1,
      title: "Do not use them",
      relationship: "Evaluated only",
    });
    expectSummary(bens, "3.0", "2 reviews");
    expect(aggregateRating(await stranger.get(profile))).toMatchObject({
      ratingValue: "3.0",
      reviewCount: 2,
    });

    const anns = await ann.get(profile);
    const reported = articleWith(anns, "Do not use them");
    const reportForm = within(reported).getByLabelText("Reason").closest("form")!;
    const sent = await ann.submit(
      anns,
      reportForm,
      anns.byLabel({ Reason: "Conflict of interest" }, reportForm),
      within(reportForm).getByRole("button", { name: "Send report" }) as HTMLButtonElement,
    );
    expect(sent.text).toContain("Thank you. An operator will look at this review.");

    // Members do not see the console's page at all.
    expect((await ben.get("/admin/reviews")).status).toBe(404);

    const olive = await site.operator();
    const queue = await olive.get("/admin/reviews");
    // Inside the console: its heading and its Reviews tab, current.
    expect(queue.screen.getByRole("heading", { level: 1, name: "Console" })).toBeTruthy();
    expect(queue.screen.getByRole("heading", { level: 2, name: /Reported reviews/ })).toBeTruthy();
    const nav = queue.screen.getByRole("navigation", { name: "Console sections" });
    expect(within(nav).getByRole("link", { name: "Reviews" }).getAttribute("aria-current")).toBe(
      "page",
    );
    const queued = queue.screen
      .getAllByRole("article")
      .find((a: HTMLElement) => a.textContent?.includes("Do not use them"))!;
    expect(queued.textContent).toContain("Conflict of interest: 1");
    const hidden = await pressIn(olive, queue, queued, /Hide review/);
    expect(hidden.text).toContain("The review is hidden.");
    const hiddenRegion = hidden.screen.getByRole("region", { name: /Hidden reviews/ });
    expect(hiddenRegion.textContent).toContain("Do not use them");

    const without = await stranger.get(profile);
    expectSummary(without, "5.0", "1 review");
    expect(reviewsOf(without).textContent).not.toContain("Do not use them");
    expect(aggregateRating(without)).toMatchObject({ ratingValue: "5.0", reviewCount: 1 });

    expect(reviewsOf(await ben.get(profile)).textContent).toContain(
      "An operator has hidden your review",
    );

    const restored = await pressIn(olive, hidden, hiddenRegion, /Restore review/);
    expect(restored.text).toContain("The review is shown again.");
    expectSummary(await stranger.get(profile), "3.0", "2 reviews");
  });

  it("a vendor's reviews come ten at a time, newest first", async () => {
    const vendor = await repo.vendors.bySlug("quillon-data-security");
    for (let i = 1; i <= 12; i++) {
      await repo.reviews.create(
        vendor!.id,
        { id: `paged-${i}`, name: `Reviewer ${i}` },
        {
          rating: 4,
          title: `Review number ${i}`,
          body: REVIEW_TEXT,
          relationship: "Past customer",
        },
        new Date(Date.UTC(2026, 9, i)),
      );
    }
    const visitor = site.visitor();
    const first = await visitor.get("/vendors/quillon-data-security");
    const heading = (a: HTMLElement) => within(a).getByRole("heading").textContent;
    expect(articles(first)).toHaveLength(10);
    expect(heading(articles(first)[0]!)).toBe("Review number 12");
    const more = within(reviewsOf(first)).getByRole("link", { name: "Show more reviews" });
    const next = await visitor.get(more.getAttribute("href")!);
    expect(next.path).toMatch(/page=2/);
    expect(articles(next)).toHaveLength(12);
    expect(heading(articles(next).at(-1)!)).toBe("Review number 1");
    expect(within(reviewsOf(next)).queryByRole("link", { name: "Show more reviews" })).toBeNull();
  });

  it("Ratings & Reviews lists the latest reviews across vendors, filtered by category and stars", async () => {
    const member = await site.member("Lee Lister");
    const one = await writeReview(member, await member.get("/vendors/tessellate-trade-finance"), {
      stars: 5,
      title: "Letters of credit in a day",
    });
    expect(one.text).toContain("Thank you. Your review is published.");
    const two = await writeReview(member, await member.get("/vendors/solvane-energy-systems"), {
      stars: 2,
      title: "Slow commissioning",
    });
    expect(two.text).toContain("Thank you. Your review is published.");

    const visitor = site.visitor();
    const titles = (page: Page) => {
      const results = page.screen.getByRole("region", { name: "Latest reviews" });
      return within(results)
        .queryAllByRole("heading")
        .map((h) => h.textContent?.trim());
    };
    const all = await visitor.get("/vendors/reviews");
    expect(all.screen.getByRole("heading", { level: 1, name: "Ratings & Reviews" })).toBeTruthy();
    expect(titles(all)).toEqual(
      expect.arrayContaining(["Slow commissioning", "Letters of credit in a day"]),
    );

    const starsForm = all.labelled("Minimum stars").closest("form")!;
    const four = await visitor.submit(
      all,
      starsForm,
      all.byLabel({ "Minimum stars": "4" }, starsForm),
    );
    expect(four.path).toMatch(/stars=4/);
    expect(titles(four)).not.toContain("Slow commissioning");
    expect(titles(four)).toContain("Letters of credit in a day");

    const energy = await visitor.get("/vendors/reviews?category=Energy");
    expect(titles(energy)).toContain("Slow commissioning");
    expect(titles(energy)).not.toContain("Letters of credit in a day");
    const results = energy.screen.getByRole("region", { name: "Latest reviews" });
    const link = within(results).getAllByRole("link", { name: "Solvane Energy Systems" })[0]!;
    const opened = await visitor.get(link.getAttribute("href")!);
    expect(opened.path).toBe("/vendors/solvane-energy-systems");
    expect(reviewsOf(opened).textContent).toContain("Slow commissioning");
  });

  it("the directory sorts by rating and by number of reviews", async () => {
    const vendor = await repo.vendors.bySlug("lumenstack-technologies");
    for (const [i, rating] of [5, 5, 4].entries()) {
      await repo.reviews.create(
        vendor!.id,
        { id: `sorted-${i}`, name: `Sorter ${i}` },
        {
          rating: rating as 4 | 5,
          title: "Sorted",
          body: REVIEW_TEXT,
          relationship: "Past customer",
        },
      );
    }
    const visitor = site.visitor();
    const cards = (page: Page) => {
      const region = page.screen.getByRole("region", { name: "Suppliers" });
      return within(region)
        .getAllByRole("listitem")
        .map((li) => li.textContent?.replace(/\s+/g, " ") ?? "")
        .map((text) => ({
          rating: Number(/(\d\.\d)\s*out of 5 stars/.exec(text)?.[1] ?? -1),
          count: Number(/\((\d+) reviews?\)/.exec(text)?.[1] ?? 0),
        }));
    };
    const byReviews = await visitor.get("/vendors?sort=reviews");
    const sort = byReviews.labelled("Sort by");
    expect(sort.querySelector("option[selected]")?.getAttribute("value")).toBe("reviews");
    const most = cards(byReviews);
    expect(most.length).toBeGreaterThan(3);
    expect(most.map((c) => c.count)).toEqual(most.map((c) => c.count).sort((a, b) => b - a));
    expect(most[0]!.count).toBeGreaterThanOrEqual(3);

    const sortForm = sort.closest("form")!;
    const byRating = await visitor.submit(
      byReviews,
      sortForm,
      byReviews.byLabel({ "Sort by": "rating" }, sortForm),
    );
    expect(byRating.path).toMatch(/sort=rating/);
    // Ranked by the Bayesian rule of app/domains/companies/rating-rank.ts, not the bare average.
    const score = (c: { rating: number; count: number }) => rankScore(c.count, c.rating) ?? -1;
    const ranked = cards(byRating).map(score);
    expect(ranked.length).toBeGreaterThan(3);
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
  });
});
