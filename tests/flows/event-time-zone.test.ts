import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, openSite, type Site } from "./site";

// An in-person event on its venue's clocks (issue 44 item 12, decision 464), through the request
// handler: an operator creates one in Europe/Amsterdam, its start typed in that zone; the page
// (as served, before any script) shows the venue's time with its zone and the UTC instant beside
// it. A zone the platform does not know is refused.

const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ");

describe.each(BACKENDS)("an event's time zone on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("shows an in-person event at the venue's time, with the UTC time beside it", async () => {
    const title = `Rotterdam Sourcing Day ${randomBytes(3).toString("hex")}`;
    const operator = await site.operator("Olive Zones");
    const consolePage = await operator.get("/admin/training");
    const fields = {
      Title: title,
      "Starts (in the event's time zone)": "2099-07-01T10:00",
      "Length (minutes)": "120",
      Seats: "40",
      "Time zone (in person: the venue's; online events use UTC)": "Europe/Amsterdam",
      Format: "in-person",
      Level: "Introductory",
      "Where (a venue, or the platform)": "Rotterdam, Maritime Business Centre",
      "Description (Markdown)": "A day on sourcing by sea.",
    };
    const refused = await operator.press(consolePage, "Create event", fields, {
      timeZone: "Mars/Olympus",
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Choose the event's time zone from the list.");

    const created = await operator.press(consolePage, "Create event", fields);
    expect(created.text).toContain("Event created: members can register now.");
    const link = [...created.document.querySelectorAll("a")].find((a) => text(a) === title);
    expect(link, "the new event's link").toBeTruthy();
    const page = await operator.get(link!.getAttribute("href")!);
    const body = text(page.document.body);
    expect(body).toContain("July 1, 2099 at 10:00 AM GMT+2 (Europe/Amsterdam) at the venue");
    expect(body).toContain("In UTC: July 1, 2099 at 8:00 AM UTC");
  });
});
