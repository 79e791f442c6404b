import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import {
  BACKENDS,
  isAccountMail,
  MEMBER_PASSWORD,
  openMailingSite,
  type MailingSite,
} from "./site";
import type { Page, Visitor } from "./visitor";

// A request as a conversation, through the request handler, on a site that e-mails through a
// test mail server: a signed-out buyer's quote (two files, a name and an e-mail) reaches the
// owner by e-mail and by the bell; the owner sees who sent it and replies; the reply's e-mail
// carries a private link by which the buyer reads and answers (with a file) without signing in;
// the owner sees the answer; either side closes and reopens; the owner turns the links off; the
// buyer joins from the page and keeps it by the link e-mailed to their address. With the mail server down during a reply, the e-mail
// arrives once it is back, once. The notifications page marks one read, then all; e-mail
// settings keep a kind turned off. A contact message tells its owner, and the reply reaches the
// buyer's mailbox. (Moved from tests/e2e/threads.spec.ts, threads.nojs.spec.ts and
// requests-mail.spec.ts; the browser keeps the pages' axe checks, the reply's announcement and
// the bell following a click.)

const unique = () => randomBytes(4).toString("hex");
const pdf = (name: string, size = 3000) =>
  new File([Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(size)])], name, {
    type: "application/pdf",
  });
const png = (name: string, size = 5000) =>
  new File(
    [
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        randomBytes(size),
      ]),
    ],
    name,
    { type: "image/png" },
  );

/** The bell's name in the header of `page` (its unread count), or null without a bell. */
const bell = (page: Page) =>
  page.document.querySelector("[data-testid=notification-bell]")?.getAttribute("aria-label") ??
  null;

describe.each(BACKENDS)("conversations on %s", (backend) => {
  let site: MailingSite;
  let owns: (slug: string) => Promise<Visitor & { email: string; name: string }>;
  beforeAll(async () => {
    site = await openMailingSite(backend);
    const repo = createRepository(site.db);
    owns = async (slug) => {
      const owner = await site.member("Sol Owner");
      expect(await repo.vendors.assignOwner(slug, owner.email)).toBe("done");
      return owner;
    };
  });
  afterAll(() => site?.close());

  /** The network's notices e-mailed to `email` (the accounts' own e-mails left out). */
  const notices = (email: string) => site.mailbox.to(email).filter((m) => !isAccountMail(m));
  const noticeCount = (email: string, n: number) =>
    site.until(() => notices(email).length >= n && notices(email));

  /** A quote with two files sent signed out to `slug` by `buyer`, from the quote page. */
  async function quoteSignedOut(
    buyer: Visitor,
    slug: string,
    sender: { name: string; email: string },
    item: string,
  ) {
    const form = await buyer.get(`/vendors/${slug}/quote`);
    const sent = await buyer.press(form, "Submit Request", {
      Category: "Equipment",
      "Item / Service": item,
      Quantity: "12",
      Name: sender.name,
      Email: sender.email,
      "Attachments (optional)": [pdf("spec.pdf"), png("drawing.png")],
    });
    expect(sent.text).toContain("Quote request submitted successfully!");
  }

  /**
   * The owner is told of a new request by e-mail and by the bell, and opens it from the e-mail's
   * link: it shows who sent it and its two files, and opening it read the notice.
   */
  async function openToldRequest(
    owner: Visitor & { email: string },
    sender: { name: string; email: string },
    item: string,
  ) {
    const [told] = await noticeCount(owner.email, 1);
    expect(bell(await owner.get("/"))).toBe("Notifications, 1 unread");
    const link = /\/account\/inbox\/[0-9A-Z]{26}/.exec(told!.text)?.[0];
    expect(link, told!.text).toBeTruthy();
    const page = await owner.get(link!);
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toContain(item);
    const who = page.screen.getByRole("region", { name: "Who sent it" }).textContent;
    expect(who).toContain(sender.name);
    expect(who).toContain(sender.email);
    expect(page.screen.getByRole("link", { name: "spec.pdf" })).toBeTruthy();
    expect(page.screen.getByRole("link", { name: "drawing.png" })).toBeTruthy();
    expect(bell(page)).toBe("Notifications");
    return page;
  }

  it("a signed-out buyer and an owner talk it through by e-mail link, close and reopen it, and the owner turns the links off", async () => {
    const owner = await owns("southerly-cold-chain");
    const buyer = site.visitor();
    const sender = { name: "Bea Buyer", email: `bea.${unique()}@example.com` };
    const item = `Cold room panels ${unique()}`;
    await quoteSignedOut(buyer, "southerly-cold-chain", sender, item);

    const request = await openToldRequest(owner, sender, item);
    // An empty reply is refused; a real one is sent.
    const empty = await owner.press(request, "Send reply");
    expect(empty.text).toContain("Write your reply before sending it.");
    const replied = await owner.press(empty, "Send reply", {
      Reply: "Yes: 12 panels in three weeks, $410 each.",
    });
    expect(replied.screen.getByRole("status").textContent).toContain("Your reply was sent.");

    // The buyer's e-mail carries a private link: the conversation, without signing in.
    const [reply] = await site.until(
      () => site.mailbox.to(sender.email).length > 0 && site.mailbox.to(sender.email),
    );
    expect(reply!.text).toContain("Yes: 12 panels in three weeks, $410 each.");
    const link = await site.linkTo(sender.email, "/requests/t/");
    const thread = await buyer.get(link);
    expect(thread.screen.getByRole("heading", { level: 1 }).textContent).toContain(item);
    expect(thread.text).toContain("Yes: 12 panels in three weeks, $410 each.");
    expect(bell(thread)).toBeNull();
    const answered = await buyer.press(thread, "Send reply", {
      Reply: "Agreed. Can you deliver to Porto? Delivery plan attached.",
      "Attachments (optional)": pdf("plan.pdf", 200),
    });
    expect(answered.text).toContain("Your reply was sent.");
    expect(answered.text).toContain("Agreed. Can you deliver to Porto?");
    expect(answered.screen.getByRole("link", { name: "plan.pdf" })).toBeTruthy();

    // The owner is told of the answer (an e-mail and the bell), follows the notice to the page.
    await noticeCount(owner.email, 2);
    const notifications = await owner.get("/account/notifications");
    expect(bell(notifications)).toBe("Notifications, 1 unread");
    const notice = notifications.screen.getByRole("link", { name: /Bea Buyer answered/ });
    const page = await owner.get(notice.getAttribute("href")!);
    expect(page.text).toContain("Agreed. Can you deliver to Porto?");
    expect(bell(page)).toBe("Notifications");
    const plan = page.screen.getByRole("link", { name: "plan.pdf" }).getAttribute("href")!;
    expect((await owner.fetch(plan)).status).toBe(200);

    // Either side closes and reopens.
    const closed = await owner.press(page, "Mark as closed");
    expect(closed.text).toContain("This request is closed.");
    const seen = await buyer.get(link);
    expect(seen.text).toContain("This request is closed.");
    const reopened = await buyer.press(seen, "Reopen");
    expect(reopened.text).toContain("The request is open again.");
    const closedByBuyer = await buyer.press(reopened, "Close the conversation");
    expect(closedByBuyer.text).toContain("This request is closed.");
    const ownerSees = await owner.get(page.path);
    expect(ownerSees.text).toContain("This request is closed.");
    const reopenedByOwner = await owner.press(ownerSees, "Reopen");
    expect(reopenedByOwner.text).toContain("The request is open again.");
    expect(reopenedByOwner.screen.getByRole("button", { name: "Send reply" })).toBeTruthy();

    // A wrong link finds nothing.
    expect((await site.visitor().fetch(`/requests/t/${"A".repeat(43)}`)).status).toBe(404);

    // The owner turns the private link off: it no longer opens the conversation.
    const revoked = await owner.press(reopenedByOwner, "Turn off the private links");
    expect(revoked.text).toContain("no longer work");
    const gone = await buyer.get(link);
    expect(gone.status).toBe(404);
    expect(gone.screen.getByRole("heading", { name: "This link does not work" })).toBeTruthy();
  });

  it("a signed-out buyer joins from the private link's page and finds the conversation in their account", async () => {
    const owner = await owns("forgeline-precision-manufacturing");
    const buyer = site.visitor();
    const sender = { name: "Rhea Buyer", email: `rhea.${unique()}@example.com` };
    const item = `Chilled storage ${unique()}`;
    await quoteSignedOut(buyer, "forgeline-precision-manufacturing", sender, item);
    const request = await openToldRequest(owner, sender, item);
    await owner.press(request, "Send reply", { Reply: "We hold 40 pallet places for you." });

    const link = await site.linkTo(sender.email, "/requests/t/");
    const thread = await buyer.get(link);
    expect(thread.text).toContain("We hold 40 pallet places for you.");
    // The new account's address is not confirmed yet: a link e-mailed to it keeps the thread.
    const joined = await buyer.press(thread, "Join and keep it", { Password: MEMBER_PASSWORD });
    expect(joined.text).toContain(`We sent a link to ${sender.email}`);
    const kept = await buyer.get(await site.linkTo(sender.email, "/requests/keep/"));
    expect(kept.path).toMatch(/^\/account\/requests\/[0-9A-Z]{26}$/);
    expect(kept.text).toContain("We hold 40 pallet places for you.");
    const mine = await buyer.get("/account/requests");
    expect(mine.screen.getByRole("link", { name: new RegExp(item) })).toBeTruthy();
  });

  it("with the mail server down during a reply, the e-mail arrives once it is back, once", async () => {
    const owner = await owns("tessellate-trade-finance");
    const sender = { name: "Cy Buyer", email: `cy.${unique()}@example.com` };
    const item = `Reefer trailers ${unique()}`;
    await quoteSignedOut(site.visitor(), "tessellate-trade-finance", sender, item);
    const [told] = await noticeCount(owner.email, 1);

    await site.mailbox.stop();
    try {
      const request = await owner.get(/\/account\/inbox\/[0-9A-Z]{26}/.exec(told!.text)![0]);
      const replied = await owner.press(request, "Send reply", {
        Reply: "Two trailers free next week.",
      });
      expect(replied.text).toContain("Your reply was sent.");
      // Down: retried (every 200 ms doubling, here), nothing arrives, nothing is lost.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(site.mailbox.to(sender.email)).toHaveLength(0);
    } finally {
      await site.mailbox.start();
    }
    const [mail] = await site.until(
      () => site.mailbox.to(sender.email).length > 0 && site.mailbox.to(sender.email),
      20_000,
    );
    expect(mail!.text).toContain("Two trailers free next week.");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(site.mailbox.to(sender.email)).toHaveLength(1);
  });

  it("the notifications page marks one read, then all; an e-mail kind turned off stays off", async () => {
    const owner = await owns("solvane-energy-systems");
    for (const n of [1, 2, 3]) {
      await quoteSignedOut(
        site.visitor(),
        "solvane-energy-systems",
        { name: `Dee ${n}`, email: `dee${n}.${unique()}@example.com` },
        `Pallet racks ${n} ${unique()}`,
      );
    }
    // The owner's notices are written a moment after each request is taken.
    const markers = (page: Page) =>
      page.screen.queryAllByRole("button", { name: /^Mark as read/ }) as HTMLButtonElement[];
    let page = await owner.get("/account/notifications");
    await site.until(async () => {
      page = await owner.get("/account/notifications");
      return markers(page).length >= 3;
    });
    expect(markers(page)).toHaveLength(3);
    expect(bell(page)).toBe("Notifications, 3 unread");
    const first = markers(page)[0]!;
    const one = await owner.submit(page, first.form!, {}, first);
    expect(bell(one)).toBe("Notifications, 2 unread");
    const all = await owner.press(one, "Mark all as read");
    expect(bell(all)).toBe("Notifications");
    expect(markers(all)).toHaveLength(0);

    // E-mail settings: a kind turned off stays off.
    const settingsLink = all.screen.getByRole("link", { name: "E-mail settings" });
    const settings = await owner.get(settingsLink.getAttribute("href")!);
    const saved = await owner.press(settings, "Save", { "New requests to my companies": false });
    expect(saved.text).toContain("Your choices are saved.");
    const again = await owner.get(settings.path);
    expect(again.labelled("New requests to my companies").hasAttribute("checked")).toBe(false);
    expect(again.labelled("Replies in my conversations").hasAttribute("checked")).toBe(true);
  });

  it("a contact message tells its owner by e-mail (only them), and the owner's reply reaches the buyer's mailbox", async () => {
    const company = { slug: "alderpoint-advisory", name: "Alderpoint Advisory" };
    const owner = await owns(company.slug);
    const buyerEmail = `bea.${unique()}@example.com`;
    const before = site.mailbox.messages.length;
    // This request's e-mails: an earlier test's notices (to another company's owner) may still
    // be leaving the outbox.
    const notices = () =>
      site.mailbox.messages
        .slice(before)
        .filter((m) => !isAccountMail(m) && !/Solvane Energy Systems/.test(m.subject));

    const buyer = site.visitor();
    const message = `Weekly reefer space Rotterdam to Lyon? ${unique()}`;
    const form = await buyer.get(`/vendors/${company.slug}/contact`);
    const sent = await buyer.press(form, "Send Message", {
      Name: "Bea Buyer",
      Email: buyerEmail,
      Message: message,
    });
    expect(sent.text).toContain("before your next request to follow");

    // The owner's notice: a link to the request, and nothing sent to anyone else.
    await site.until(() => notices().length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notices().map((m) => `${m.to.join()} ${m.subject}`)).toEqual([
      `${owner.email} New request for ${company.name} on ProcureConnect`,
    ]);
    expect(notices()[0]!.subject).toContain(`New request for ${company.name}`);
    const notice = notices()[0]!.text;
    const link = /\/account\/inbox\/[0-9A-Z]{26}/.exec(notice)?.[0];
    expect(link, notice).toBeTruthy();

    const request = await owner.get(link!);
    expect(request.screen.getByRole("heading", { level: 1 }).textContent).toContain(
      "Weekly reefer space",
    );
    const replied = await owner.press(request, "Send reply", {
      Reply: "Yes: Tuesdays and Fridays, 33 pallets a truck.",
    });
    expect(replied.text).toContain("Your reply was sent.");
    await site.until(() => notices().length >= 2);
    const reply = notices()[1]!;
    expect(reply.to).toEqual([buyerEmail]);
    expect(reply.text).toContain("Tuesdays and Fridays, 33 pallets a truck.");
  });
});
