import { within } from "@testing-library/dom";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";
import { formEntries, type Page, type Visitor } from "./visitor";

// Freelance work (issue 30) from a post to its award, through the request handler: the post and
// a first proposal are made through the data layer; a visitor finds the post under the
// listing's filters and is asked to sign in to propose; a second freelancer proposes through
// the page with a file; the poster compares the two, sorted three ways, downloads the file
// (nobody else gets it, nor the comparison), and accepts one after a confirmation step; the other
// proposer is told and sees they were declined, and the post leaves the open listing. The post
// form's checks answered by the server. (Moved from tests/e2e/freelance.spec.ts and
// freelance.nojs.spec.ts, which keep what only a browser shows: the filters applying as they
// are chosen, the posted time in the visitor's own day, the forms' checks before sending, the
// pages' axe checks, and a real browser without scripts posting a proposal with a file.)

const COMPANY = { slug: "lumenstack-technologies", name: "Lumenstack Technologies" };
const PDF = new File(["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"], "portfolio.pdf", {
  type: "application/pdf",
});

const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ");
const href = (el: Element) => el.getAttribute("href")!;

/** The table's rows after the header, in order. */
const bodyRows = (page: Page) =>
  [...page.document.querySelectorAll("table tbody tr")].map((r) => text(r));

/** The innermost list items that name `title`: the cards. */
function cardsOf(page: Page, title: string): HTMLElement[] {
  const naming: HTMLElement[] = page.screen
    .queryAllByRole("listitem")
    .filter((li: HTMLElement) => text(li).includes(title));
  return naming.filter((li) => !naming.some((other) => other !== li && li.contains(other)));
}

/** The member's "Download My Data" ZIP, asked for with the account page's form. */
async function dataOf(member: Visitor) {
  const { form, button } = (await member.get("/account")).formWithButton("Download My Data");
  const response = await member.fetch(form.getAttribute("action")!, {
    method: "POST",
    body: new URLSearchParams(formEntries(form, {}, button) as Array<[string, string]>),
  });
  expect(response.status).toBe(200);
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

describe.each(BACKENDS)("freelance work on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  const accountId = async (email: string) =>
    (
      await site.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).id;

  /** A member who owns an approved company (a sample vendor handed to them). */
  async function poster() {
    const pia = await site.member("Pia Poster");
    expect(await createRepository(site.db).vendors.assignOwner(COMPANY.slug, pia.email)).toBe(
      "done",
    );
    return Object.assign(pia, { id: await accountId(pia.email) });
  }

  it("a post receives two proposals; the poster accepts one and the other is told", async () => {
    const repo = createRepository(site.db);
    const pia = await poster();
    const ada = await site.member("Ada Freelancer");
    const dee = await site.member("Dee Designer");
    const title = `Supplier scorecard ${backend}`;

    // The post and Ada's proposal, through the data layer.
    const [company] = await repo.hiring.companiesOf(pia.id);
    const id = await repo.freelance.create(
      pia.id,
      {
        companyId: company!.id,
        title,
        description:
          "Build our **supplier scorecard** in a spreadsheet.\n\n- weights\n- a dashboard",
        category: "Technology",
        skills: ["Excel", "Supplier scorecards"],
        isRemote: true,
        location: "Remote",
        budgetType: "fixed",
        budget: 2500,
        duration: "Less than 1 month",
        closesOn: "2099-12-31",
      },
      true,
    );
    const sent = await repo.freelance.propose(
      { id: await accountId(ada.email), name: ada.name },
      id!,
      { price: 2300, timelineDays: 10, message: "I built scorecards for three distributors." },
      [],
    );
    expect(sent.ok).toBe(true);
    const postUrl = `/jobs/freelance/${id}`;

    // A visitor finds it on the listing, by its filters, and is asked to sign in to propose.
    const visitor = site.visitor();
    const listing = await visitor.get("/jobs/freelance");
    const filters = listing.screen.getByRole("search", { name: "Filter freelance work" });
    const filterForm = (
      filters.tagName === "FORM" ? filters : filters.querySelector("form")
    ) as HTMLFormElement;
    const filtered = await visitor.submit(
      listing,
      filterForm,
      listing.byLabel({ "Budget type": "fixed" }, filterForm),
      within(filterForm).getByRole("button", { name: "Apply Filters" }) as HTMLButtonElement,
    );
    expect(filtered.path).toMatch(/budget=fixed/);
    const cards = cardsOf(filtered, title);
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(text(card)).toContain("$2,500 fixed");
    expect(text(card)).toContain("Less than 1 month");
    expect(text(card)).toContain("Posted ");
    const post = await visitor.get(href(within(card).getByRole("link", { name: /View details/ })));
    expect(post.path).toBe(postUrl);
    expect(text(post.screen.getByRole("heading", { level: 1 }))).toBe(title);
    expect(href(post.screen.getByRole("link", { name: "Sign in to send a proposal" }))).toBe(
      `/sign-in?next=${encodeURIComponent(postUrl)}`,
    );
    expect(href(post.screen.getByRole("link", { name: "Join ProcureConnect" }))).toBe(
      `/join?next=${encodeURIComponent(postUrl)}`,
    );

    // The second freelancer proposes through the page, with a file.
    const proposed = await dee.press(await dee.get(postUrl), "Send proposal", {
      "Your price (USD, fixed total)": "2400",
      "Timeline (days)": "14",
      Message: "Scorecards are my daily work; a draft within a week.",
      "Files (optional)": PDF,
    });
    expect(proposed.text).toContain("Your proposal is sent.");
    expect(text(proposed.screen.getByRole("region", { name: "Your proposal" }))).toContain(
      "Submitted",
    );

    // The poster compares the two in a table, sorted by price, and downloads the file.
    const mine = await pia.get("/account/freelance");
    const compared = await pia.get(href(mine.screen.getByRole("link", { name: title })));
    expect(compared.screen.getAllByRole("row")).toHaveLength(3);
    const [first, second] = bodyRows(compared);
    expect(first).toContain("Ada Freelancer");
    expect(first).toContain("$2,300");
    expect(first).toContain("Lowest");
    expect(second).toContain("Dee Designer");
    const byTimeline = await pia.get(
      new URL(
        href(compared.screen.getByRole("link", { name: "Timeline (sort by this)" })),
        compared.url,
      ).href,
    );
    expect(bodyRows(byTimeline)[0]).toContain("Ada Freelancer");
    const byReceived = await pia.get(
      new URL(
        href(byTimeline.screen.getByRole("link", { name: "Received (sort by this)" })),
        byTimeline.url,
      ).href,
    );
    expect(bodyRows(byReceived)[1]).toContain("Dee Designer");
    const file = href(byReceived.screen.getByRole("link", { name: PDF.name }));
    const download = await pia.fetch(file);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    // Nobody else gets the file or the table.
    expect((await ada.fetch(file)).status).toBe(404);
    expect((await dee.fetch(file)).status).toBe(404);
    expect((await dee.fetch(`/account/freelance/${id}`)).status).toBe(404);

    // The poster accepts Dee's, after a confirmation step.
    const confirming = await pia.get(
      new URL(
        href(byReceived.screen.getByRole("link", { name: "Accept the proposal of Dee Designer" })),
        byReceived.url,
      ).href,
    );
    const confirm = confirming.screen.getByRole("region", {
      name: /Accept the proposal of Dee Designer/,
    });
    expect(text(confirm)).toContain("declines the other proposal");
    const accepted = await pia.press(confirming, "Accept and tell the proposers");
    expect(accepted.text).toContain("The proposal is accepted, and every proposer was told.");
    const rows = bodyRows(accepted);
    expect(rows.find((r) => r.includes("Ada Freelancer"))).toContain("Declined");
    expect(rows.find((r) => r.includes("Dee Designer"))).toContain("Accepted");

    // The other proposer is told, and sees they were declined; the accepted one too.
    expect((await ada.get("/account/notifications")).text).toContain(
      `Another proposal was chosen: ${title}`,
    );
    const adaRow = bodyRows(await ada.get("/account/proposals")).find((r) => r.includes(title));
    expect(adaRow).toContain("Declined");
    const deeRow = bodyRows(await dee.get("/account/proposals")).find((r) => r.includes(title));
    expect(deeRow).toContain("Accepted");

    // The post shows Awarded and has left the open listing.
    expect((await visitor.get(postUrl)).text).toContain(
      "This work is awarded: the company accepted a proposal.",
    );
    expect(cardsOf(await visitor.get("/jobs/freelance"), title)).toHaveLength(0);

    // Dee's data export holds her proposal and its file, byte for byte (issue 44, item 5).
    const zip = await dataOf(dee);
    const hiring = JSON.parse(strFromU8(zip["hiring.json"]!)) as {
      proposals: { post: string; status: string; files: { name: string; path: string }[] }[];
    };
    const exported = hiring.proposals.find((p) => p.post === title)!;
    expect(exported.status).toBe("accepted");
    expect(exported.files).toEqual([
      expect.objectContaining({
        name: PDF.name,
        path: expect.stringMatching(/^files\/proposals\//),
      }),
    ]);
    expect(strFromU8(zip[exported.files[0]!.path]!)).toBe(await PDF.text());
    // The poster's own export does not carry the proposers' files.
    const posters = await dataOf(pia);
    expect(Object.keys(posters).some((name) => name.startsWith("files/proposals/"))).toBe(false);
  }, 120_000);

  it("the post form is checked by the server", async () => {
    const pia = await poster();
    const blank = await pia.get("/account/freelance/new");
    const form = blank.form("New freelance post");
    const checked = await pia.submit(
      blank,
      form,
      blank.byLabel({ Title: "Tender evaluation support", "Amount (USD)": "twelve" }, form),
      within(form).getByRole("button", { name: "Publish post" }) as HTMLButtonElement,
    );
    const again = checked.form("New freelance post");
    expect(text(again)).toContain("Give the budget in whole US dollars.");
    expect(text(again)).toContain("Describe the work.");
    expect(checked.labelled("Title", again).getAttribute("value")).toBe(
      "Tender evaluation support",
    );
  });
});
