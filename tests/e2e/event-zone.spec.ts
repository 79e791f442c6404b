import { expect, gotoHydrated, test } from "./fixtures";

// An in-person event on its venue's clocks and the viewer's own (issue 44 item 12, decision 464),
// which only a browser shows: a viewer in New York reads the Rotterdam workshop's start at the
// venue, with its zone, and beside it in their own time with their offset. Without scripts the
// same line is in UTC (tests/flows/event-time-zone.test.ts).

test.use({ timezoneId: "America/New_York" });

test("an in-person event shows the venue's time and, once scripts run, the viewer's", async ({
  page,
}) => {
  await gotoHydrated(page, "/knowledge/training/supplier-risk-workshop");
  const main = page.getByRole("main");
  await expect(main.getByText("at the venue").first()).toBeVisible();
  const venue = main.locator("time").first();
  const start = new Date((await venue.getAttribute("datetime"))!);
  const clock = (timeZone: string) =>
    new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
      start,
    );
  // The venue's clock, with its zone named.
  await expect(venue).toContainText(clock("Europe/Amsterdam"));
  await expect(venue).toContainText("(Europe/Amsterdam)");
  // The viewer's own clock in New York, with its offset.
  const yours = main.getByText(/^Your time: /).first();
  await expect(yours).toContainText(clock("America/New_York"));
  await expect(yours).toContainText(/UTC-0[45]:00$/);
});
