import type { Browser, Page } from "@playwright/test";
import { expect, test as base } from "./fixtures";
import { makeOperator, memberPage, withRepo } from "./claims-helpers";
import { startOwnServer, type OwnServer } from "./own-server";

// Issue 31's flows that change data (publishing articles, registering for training) run on a
// server of their own (claims-helpers' `test`), with state set through the data layer. Each test
// makes its own events and articles, with unique names, so they run in parallel.

export { expect, makeOperator, memberPage, withRepo };

/** A server of this spec's own, one per worker (a busy machine may take a while to start it). */
export const test = base.extend<object, { claimServer: OwnServer }>({
  claimServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const server = await startOwnServer({}, 110_000);
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ claimServer }, provide) => provide(claimServer.url),
});

const unique = () => Math.random().toString(36).slice(2, 8);

/** An upcoming event with `capacity` seats, made through the data layer. */
export async function newEvent(server: OwnServer, capacity: number) {
  const title = `Category Strategy Clinic ${unique()}`;
  return withRepo(server, (repo) =>
    repo.knowledge.training.create({
      title,
      startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      durationMinutes: 90,
      format: "online",
      location: "Online",
      level: "Intermediate",
      capacity,
      description: "Bring **one category** you manage; leave with a plan.",
      recordingUrl: null,
    }),
  );
}

/** An operator, signed in in a browser context of their own. */
export async function operatorPage(
  browser: Browser,
  server: OwnServer,
  javaScriptEnabled: boolean,
): Promise<Page> {
  const { page, member } = await memberPage(browser, server, `Olive ${unique()}`, {
    javaScriptEnabled,
  });
  await makeOperator(server, member);
  return page;
}

export const HOSTILE_MARKDOWN = [
  "## Findings",
  "",
  "Plain words before the traps.",
  "",
  "<script>window.__pwned = true</script>",
  "",
  '<img src="x" onerror="window.__pwned = true">',
  "",
  "[a trap](javascript:window.__pwned=true) and [a real link](https://example.com/)",
  "",
  '<div style="position:fixed;inset:0">raw html</div>',
].join("\n");

/** Writes an article in the console and presses `intent`'s button; returns its title. */
export async function writeArticle(page: Page, button: string, body = HOSTILE_MARKDOWN) {
  const title = `Tariff Outlook ${unique()}`;
  await page.goto("/admin/articles/new");
  const form = page.getByRole("form", { name: "Article" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Summary").fill("What the new tariff schedule means for landed cost.");
  await form.getByLabel("Author").fill("Olive Operator");
  await form.getByLabel(/^Text/).fill(body);
  await form.getByRole("button", { name: button, exact: true }).click();
  return title;
}

/** The calendar file's fields, unfolded (RFC 5545 section 3.1): a minimal parser. */
export function parseIcs(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n[ \t]/g, "").split(/\r\n/);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      const key = line.slice(0, colon).split(";")[0]!;
      current[key] = line.slice(colon + 1);
    }
  }
  expect(lines.filter(Boolean).at(-1)).toBe("END:VCALENDAR");
  return events;
}
