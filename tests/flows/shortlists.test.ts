import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page } from "./visitor";

// Shortlists and saved jobs (issue 22), through the request handler: a member saves suppliers
// from the directory and a profile, notes one and removes one; a shared link is readable signed
// out, refused once revoked, and another member cannot change the list; a second list chosen on
// a profile, renamed and deleted; a job saved for later and removed. (Moved from
// tests/e2e/shortlists.spec.ts, which keeps what only a browser shows: Save posting in the
// background with the page staying where it is, the signed-out prompt, the user menu, axe.)

const KESTREL = { name: "Kestrel Freight Partners", slug: "kestrel-freight-partners" };
const STONEQUAY = { name: "Stonequay Construction", slug: "stonequay-construction" };

const list = (page: Page, name: string) => page.screen.getByRole("region", { name });
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ");
const statuses = (page: Page) =>
  page.screen
    .queryAllByRole("status")
    .map((s: HTMLElement) => text(s))
    .join(" | ");

describe.each(BACKENDS)("shortlists on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("a member saves suppliers from the directory and a profile, notes one and removes one", async () => {
    const sam = await site.member("Sam Shortlist");
    const directory = await sam.get("/vendors");
    const saved = await sam.press(directory, `Save ${KESTREL.name}`);
    // Back on the directory, at the card, which says what happened.
    expect(saved.path).toMatch(/^\/vendors\?saved=added/);
    const button = saved.screen.getByRole("button", {
      name: `Saved ${KESTREL.name}: remove from your shortlists`,
    });
    expect(text(button.closest("li")!.querySelector("[role=status]"))).toContain(
      "Saved to your shortlists.",
    );

    // The saved state is the server's: it is there on the next visit.
    const again = await sam.get("/vendors");
    expect(again.screen.getByRole("button", { name: /^Saved Kestrel/ }).textContent).toBe("Saved");

    const profile = await sam.get(`/vendors/${STONEQUAY.slug}`);
    const fromProfile = await sam.press(profile, `Save ${STONEQUAY.name}`);
    expect(fromProfile.path).toMatch(new RegExp(`^/vendors/${STONEQUAY.slug}\\?saved=added`));
    expect(fromProfile.screen.getByRole("button", { name: /^Saved Stonequay/ })).toBeTruthy();
    expect(statuses(fromProfile)).toContain("Saved to your shortlists.");

    const account = await sam.get("/account/shortlists");
    expect(text(list(account, "My shortlist"))).toContain("2 suppliers");
    const noted = await sam.press(account, `Save note on ${KESTREL.name}`, {
      [`Note on ${KESTREL.name}`]: "Asked for a quote\r\nby Friday",
    });
    expect(noted.text).toContain("Your note is saved.");
    expect(noted.labelled(`Note on ${KESTREL.name}`, list(noted, "My shortlist")).textContent).toBe(
      "Asked for a quote\nby Friday",
    );
    const removed = await sam.press(noted, `Remove ${STONEQUAY.name} from My shortlist`);
    expect(removed.text).toContain("The supplier is removed from the list.");
    expect(text(list(removed, "My shortlist"))).toContain("1 supplier");
    expect(text(list(removed, "My shortlist"))).not.toContain(STONEQUAY.name);

    // Saved again from the card: pressing Saved takes it off.
    const off = await sam.press(await sam.get("/vendors"), /^Saved Kestrel/);
    const save = off.screen.getByRole("button", { name: `Save ${KESTREL.name}` });
    expect(text(save.closest("li")!.querySelector("[role=status]"))).toContain(
      "Removed from your shortlists.",
    );
  });

  it("a shared link is readable signed out, refused once revoked, and another member cannot edit the list", async () => {
    const rita = await site.member("Rita Share");
    await rita.press(await rita.get(`/vendors/${KESTREL.slug}`), `Save ${KESTREL.name}`);
    const account = await rita.get("/account/shortlists");
    const noted = await rita.press(account, `Save note on ${KESTREL.name}`, {
      [`Note on ${KESTREL.name}`]: "Fast quotes",
    });
    expect(noted.text).toContain("Your note is saved.");
    const shared = await rita.press(noted, "Share a read-only link to My shortlist");
    const link = shared.screen.getByRole("textbox", { name: "Read-only link" });
    expect(link.getAttribute("value")).toMatch(/\/shortlists\/[A-Za-z0-9_-]{43}$/);
    const path = new URL(link.getAttribute("value")!).pathname;
    const listId = list(shared, "My shortlist").getAttribute("id")!.replace("list-", "");

    // A fresh, signed-out visitor reads it.
    const visitor = site.visitor();
    const response = await visitor.fetch(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const read = await visitor.get(path);
    expect(read.screen.getByRole("heading", { level: 1 }).textContent).toBe("My shortlist");
    expect([...read.document.querySelectorAll("main li h3")].map((h) => h.textContent)).toEqual([
      KESTREL.name,
    ]);
    expect(read.main).toContain("Fast quotes");
    expect(read.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(
      /noindex/,
    );

    // Another member can read the link but not change the list, even by posting its forms.
    const bob = await site.member("Bob Other");
    expect(
      (await bob.get("/account/shortlists")).screen.getByRole("heading", {
        name: "No shortlists yet",
      }),
    ).toBeTruthy();
    const forms: Record<string, string>[] = [
      { intent: "delete", listId },
      { intent: "rename", listId, name: "Bob's" },
      { intent: "revoke", listId },
      { intent: "note", listId, vendorId: "v2", note: "Bob was here" },
    ];
    for (const form of forms) {
      const refused = await bob.fetch("/account/shortlists", {
        method: "POST",
        body: new URLSearchParams(form),
      });
      expect(refused.status, form.intent).toBe(404);
    }
    const still = await visitor.get(path);
    expect(still.screen.getByRole("heading", { level: 1 }).textContent).toBe("My shortlist");
    expect(still.main).toContain("Fast quotes");

    // The link is shown once (only its fingerprint is kept): the page read again says a link is
    // active, and a new one replaces it.
    const later = await rita.get("/account/shortlists");
    expect(later.screen.queryByRole("textbox", { name: "Read-only link" })).toBeNull();
    expect(later.html).not.toContain(path);
    expect(later.text).toContain("A read-only link is active.");
    const renewed = await rita.press(later, "Make a new read-only link to My shortlist");
    const next = new URL(
      renewed.screen.getByRole("textbox", { name: "Read-only link" }).getAttribute("value")!,
    ).pathname;
    expect(next).not.toBe(path);
    expect((await visitor.get(path)).status).toBe(404);
    expect((await visitor.get(next)).status).toBe(200);

    // Its owner takes the link back: it opens nothing any more.
    const revoked = await rita.press(renewed, "Stop sharing My shortlist");
    expect(revoked.text).toContain("The link no longer works.");
    const gone = await visitor.get(next);
    expect(gone.status).toBe(404);
    expect(gone.screen.getByRole("heading", { name: "Shortlist Not Found" })).toBeTruthy();
  });

  it("a member makes a second list and chooses it on a profile", async () => {
    const lia = await site.member("Lia Lists");
    const empty = await lia.get("/account/shortlists");
    expect(empty.screen.getByRole("heading", { name: "No shortlists yet" })).toBeTruthy();
    const first = await lia.press(empty, "Create list", { "List name": "Freight tender" });
    expect(list(first, "Freight tender")).toBeTruthy();
    const second = await lia.press(first, "Create list", { "List name": "Build partners" });
    expect(list(second, "Build partners")).toBeTruthy();

    const profile = await lia.get(`/vendors/${STONEQUAY.slug}`);
    const saved = await lia.press(profile, `Save ${STONEQUAY.name}`, {
      Shortlist: "Build partners",
    });
    expect(saved.screen.getByRole("button", { name: /^Saved Stonequay/ })).toBeTruthy();
    expect(statuses(saved)).toContain("Saved to your shortlists.");
    expect(saved.screen.getByRole("link", { name: "Build partners" })).toBeTruthy();

    const account = await lia.get("/account/shortlists");
    expect(text(list(account, "Build partners"))).toContain(STONEQUAY.name);
    expect(text(list(account, "Freight tender"))).not.toContain(STONEQUAY.name);
    const renamed = await lia.press(account, "Rename list Freight tender", {
      Name: "Ocean freight",
    });
    expect(list(renamed, "Ocean freight")).toBeTruthy();
    const deleted = await lia.press(renamed, "Delete list Ocean freight");
    expect(deleted.text).toContain("The list is deleted.");
    expect(deleted.screen.queryByRole("region", { name: "Ocean freight" })).toBeNull();
  });

  it("a member saves a job for later and finds it in Saved jobs", async () => {
    const jo = await site.member("Jo Jobs");
    const job = await jo.get("/jobs/j1");
    const saved = await jo.press(job, "Save for Later");
    expect(saved.path).toMatch(/^\/jobs\/j1\?saved=added/);
    const interested = saved.screen.getByRole("region", { name: "Interested?" });
    expect(
      within(interested).getByRole("button", {
        name: "Saved for Later: remove from your saved jobs",
      }),
    ).toBeTruthy();
    expect(text(within(interested).getByRole("status"))).toContain("Saved for later.");

    const href = within(interested)
      .getByRole("link", { name: "View saved jobs" })
      .getAttribute("href")!;
    const savedJobs = await jo.get(href);
    expect(savedJobs.path).toBe("/account/saved-jobs");
    expect(
      savedJobs.screen.getByRole("link", { name: "Senior Logistics Coordinator" }),
    ).toBeTruthy();
    const removed = await jo.press(savedJobs, "Remove Senior Logistics Coordinator");
    expect(removed.screen.getByRole("heading", { name: "No saved jobs" })).toBeTruthy();
  });
});
