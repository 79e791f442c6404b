import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectValidOcds } from "../../app/domains/tenders/ocds-schema.testing";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page } from "./visitor";

// Issue 41, without JavaScript: a buyer sets a tender's deadlines as 09:00 in New York and then in
// London on the other side of their clock changes (the form's zone is UTC, said plainly, until
// they choose one), in euros; the tender page shows the deadlines in the tender's zone with its
// name and the budget in euros. The draft is edited through the same form, filled in; another
// member is refused its edit; the next tender's form starts from the zone used last.

const text = (s: string) => s.replace(/\s+/g, " ");

/** The selected option's value of the select named `name` (the first one without `selected`). */
function selected(page: Page, name: string): string {
  const select = page.document.querySelector(`select[name="${name}"]`);
  const options = [...(select?.querySelectorAll("option") ?? [])];
  return (
    (options.find((o) => o.hasAttribute("selected")) ?? options[0])?.getAttribute("value") ?? ""
  );
}

/** The text of the fact labelled `label` on a tender's page. */
function fact(page: Page, label: string): string {
  const term = [...page.document.querySelectorAll("dt")].find((dt) => dt.textContent === label);
  return text(term?.nextElementSibling?.textContent ?? "");
}

describe.each(BACKENDS)("tender deadlines in the buyer's zone on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  const stored = (id: string) =>
    site.db
      .selectFrom("tenders")
      .select(["question_deadline", "bid_deadline", "time_zone", "currency", "title"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("reads 09:00 in New York and in London across their clock changes, and edits the draft", async () => {
    const buyer = await site.member("Zoe Zoned");
    const form = await buyer.get("/projects/new");
    // Without scripts the deadlines are read in UTC until the buyer chooses a zone.
    expect(selected(form, "timeZone")).toBe("UTC");
    expect(selected(form, "currency")).toBe("USD");
    expect(form.text).toContain(
      "The deadlines are the local times in this zone, right across clock changes.",
    );

    // New York moves to EDT on 10 March 2030: the 8th is UTC-5, the 12th UTC-4.
    const draft = await buyer.press(
      form,
      "Save as draft and preview",
      {
        Title: `Survey drones ${backend}`,
        Description: "Four survey drones with spare batteries.",
        Region: "North America",
        Sector: "Technology",
        "Organisation's name": "Zoe Surveys",
        Currency: "EUR",
        "Budget (optional)": "80000",
        "Time zone of the deadlines": "America/New_York",
        "Questions until": "2030-03-08T09:00",
        "Bids until": "2030-03-12T09:00",
      },
      { item: ["Survey drone", "", "", "", ""], quantity: ["4", "", "", "", ""] },
    );
    expect(draft.text).toContain("Preview of your draft");
    const id = new URL(draft.url).pathname.split("/")[2]!;
    expect(await stored(id)).toMatchObject({
      question_deadline: "2030-03-08T14:00:00.000Z",
      bid_deadline: "2030-03-12T13:00:00.000Z",
      time_zone: "America/New_York",
      currency: "EUR",
    });
    expect(fact(draft, "Bids until")).toBe("March 12, 2030 at 9:00 AM EDT (America/New_York)");
    expect(fact(draft, "Questions until")).toBe("March 8, 2030 at 9:00 AM EST (America/New_York)");
    expect(fact(draft, "Budget")).toBe("€80,000");

    // The draft's Edit opens the same form, filled in with the local times as typed.
    const edit = await buyer.get(
      draft.screen.getByRole("link", { name: "Edit draft" }).getAttribute("href")!,
    );
    expect(edit.path).toBe(`/projects/${id}/edit`);
    const editForm = edit.screen.getByRole("form", { name: "Edit tender" });
    expect(selected(edit, "timeZone")).toBe("America/New_York");
    expect(selected(edit, "currency")).toBe("EUR");
    expect(edit.labelled("Bids until").getAttribute("value")).toBe("2030-03-12T09:00");
    expect(edit.labelled("Item 1", editForm).getAttribute("value")).toBe("Survey drone");

    // Another member is refused the edit, its page and its form alike.
    const other = await site.member("Otto Other");
    expect((await other.get(`/projects/${id}/edit`)).status).toBe(404);
    expect((await other.press(edit, "Save draft", { Title: "Taken over" })).status).toBe(404);
    expect((await stored(id)).title).toBe(`Survey drones ${backend}`);

    // London moves to BST on 31 March 2030: the 20th is UTC+0, 1 April UTC+1.
    const saved = await buyer.press(edit, "Save draft", {
      Title: `Survey drones, revised ${backend}`,
      "Time zone of the deadlines": "Europe/London",
      "Questions until": "2030-03-20T09:00",
      "Bids until": "2030-04-01T09:00",
    });
    expect(saved.path).toBe(`/projects/${id}?done=saved`);
    expect(saved.text).toContain("Your draft is saved");
    expect(await stored(id)).toMatchObject({
      title: `Survey drones, revised ${backend}`,
      question_deadline: "2030-03-20T09:00:00.000Z",
      bid_deadline: "2030-04-01T08:00:00.000Z",
      time_zone: "Europe/London",
    });
    expect(fact(saved, "Bids until")).toBe("April 1, 2030 at 9:00 AM GMT+1 (Europe/London)");
    // A draft has no open data.
    expect((await site.visitor().fetch(`/projects/${id}/ocds.json`)).status).toBe(404);

    // Published, it has no Edit any more; the next tender starts from the zone used last.
    const published = await buyer.press(saved, "Publish tender");
    expect(published.text).toContain("Your tender is published.");
    expect(published.screen.queryByRole("link", { name: "Edit draft" })).toBeNull();
    // Its open data gives the deadlines at the right instants and the budget in euros.
    const ocds = await site.visitor().fetch(`/projects/${id}/ocds.json`);
    expect(ocds.status).toBe(200);
    const pkg = (await ocds.json()) as {
      releases: { tender: { tenderPeriod: { endDate: string }; value: unknown } }[];
    };
    expectValidOcds(pkg);
    expect(pkg.releases[0]!.tender.tenderPeriod.endDate).toBe("2030-04-01T08:00:00.000Z");
    expect(pkg.releases[0]!.tender.value).toEqual({ amount: 80000, currency: "EUR" });
    expect((await buyer.get(`/projects/${id}/edit`)).path).toBe(`/projects/${id}`);
    expect(selected(await buyer.get("/projects/new"), "timeZone")).toBe("Europe/London");
  });

  it("refuses a deadline in the hour the clocks skip, saying why", async () => {
    const buyer = await site.member("Gap Buyer");
    const refused = await buyer.press(
      await buyer.get("/projects/new"),
      "Save as draft and preview",
      {
        Title: "Gap hour",
        Description: "A deadline that never happens.",
        Region: "Europe",
        Sector: "Technology",
        "Organisation's name": "Gap Ltd",
        "Time zone of the deadlines": "Europe/London",
        "Questions until": "2030-03-20T09:00",
        "Bids until": "2030-03-31T01:30",
      },
      { item: ["Clock", "", "", "", ""], quantity: ["1", "", "", "", ""] },
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(
      "2030-03-31 01:30 does not exist in Europe/London: the clocks go forward then.",
    );
  });
});
