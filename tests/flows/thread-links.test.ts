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
import type { Visitor } from "./visitor";

// A conversation's private link (docs/decisions/230), through the request handler on a site that
// e-mails: whoever holds the link reads and answers while it works, but only the account of the
// address the request was sent from keeps the thread (at once when that address is confirmed,
// else by a link e-mailed to it); a turned-off link stops working for everyone who only held it,
// a kept thread opens by no link, and each reply's e-mail leads the buyer to a page they can open.

const unique = () => randomBytes(4).toString("hex");
const pdf = (name: string) =>
  new File([Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(2000)])], name, {
    type: "application/pdf",
  });

describe.each(BACKENDS)("private links to a conversation on %s", (backend) => {
  let site: MailingSite;
  let repo: ReturnType<typeof createRepository>;
  beforeAll(async () => {
    site = await openMailingSite(backend);
    repo = createRepository(site.db);
  });
  afterAll(() => site?.close());

  const notices = (email: string) => site.mailbox.to(email).filter((m) => !isAccountMail(m));

  /** A member whose account has this address, confirmed, signed in. */
  async function memberWith(name: string, email: string) {
    const member = site.visitor();
    const res = await member.fetch("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, email, password: MEMBER_PASSWORD }),
    });
    expect(res.status).toBe(200);
    await repo.accountEmails.verify(email);
    return member;
  }

  /**
   * A quote sent signed out to a company of the network from `sender`'s address, which the owner
   * answers: the request's id and the private link e-mailed to the sender with the answer.
   */
  async function answeredQuote(slug: string, sender: { name: string; email: string }) {
    const owner = await site.member("Sol Owner");
    expect(await repo.vendors.assignOwner(slug, owner.email)).toBe("done");
    const item = `Cold room panels ${unique()}`;
    const buyer = site.visitor();
    const form = await buyer.get(`/vendors/${slug}/quote`);
    const sent = await buyer.press(form, "Submit Request", {
      Category: "Equipment",
      "Item / Service": item,
      Name: sender.name,
      Email: sender.email,
    });
    expect(sent.text).toContain("Quote request submitted successfully!");
    const [told] = await site.until(() => notices(owner.email).length > 0 && notices(owner.email));
    const path = /\/account\/inbox\/[0-9A-Z]{26}/.exec(told!.text)![0];
    const request = await owner.get(path);
    await owner.press(request, "Send reply", { Reply: "Twelve panels in three weeks." });
    const link = await site.linkTo(sender.email, "/requests/t/");
    return { owner, buyer, item, path, id: path.split("/").at(-1)!, link };
  }

  /** Whether `member`'s requests list the thread about `item`. */
  async function lists(member: Visitor, item: string) {
    const mine = await member.get("/account/requests");
    return mine.screen.queryByRole("link", { name: new RegExp(item) }) !== null;
  }

  it("a stranger who holds the link can neither keep it nor join with it, and loses it once the buyer turns it off", async () => {
    const sender = { name: "Bea Buyer", email: `bea.${unique()}@example.com` };
    const { owner, buyer, item, path, id, link } = await answeredQuote(
      "southerly-cold-chain",
      sender,
    );

    // A signed-in stranger reads the forwarded link, but is offered no keeping and gets none.
    const stranger = await site.member("Sly Stranger");
    const seen = await stranger.get(link);
    expect(seen.text).toContain("Twelve panels in three weeks.");
    expect(seen.screen.queryByRole("button", { name: "Keep it in my account" })).toBeNull();
    const forced = await stranger.fetch(link, {
      method: "POST",
      body: new URLSearchParams({ intent: "keep" }),
    });
    expect(forced.status).toBe(404);
    expect(await lists(stranger, item)).toBe(false);

    // A signed-out stranger joins with the buyer's own address (shown on the page): the account
    // is made, but the thread waits for a confirmation sent to that address.
    const joiner = site.visitor();
    const joined = await joiner.press(await joiner.get(link), "Join and keep it", {
      "Full name": "Sly Again",
      Email: sender.email,
      Password: MEMBER_PASSWORD,
    });
    expect(joined.text).toContain(`We sent a link to ${sender.email}`);
    expect(await lists(joiner, item)).toBe(false);
    expect((await joiner.fetch(`/account/requests/${id}`)).status).toBe(404);
    await site.linkTo(sender.email, "/requests/keep/");

    // The buyer turns the link off: it opens nothing for anyone who only held it.
    const revoked = await buyer.press(await buyer.get(link), "Turn off the private links");
    expect(revoked.text).not.toContain("Twelve panels in three weeks.");
    for (const holder of [stranger, joiner, site.visitor()]) {
      expect((await holder.fetch(link)).status).toBe(404);
    }

    // The company's next reply and its file reach the buyer alone, by a fresh link that opens.
    const before = notices(sender.email).length;
    await owner.press(await owner.get(path), "Send reply", {
      Reply: "Here is the drawing.",
      "Attachments (optional)": pdf("drawing.pdf"),
    });
    const mails = await site.until(
      () => notices(sender.email).length > before && notices(sender.email),
    );
    const fresh = /\/requests\/t\/[A-Za-z0-9_-]+/.exec(mails.at(-1)!.text)?.[0];
    expect(fresh, mails.at(-1)!.text).toBeTruthy();
    expect(fresh).not.toBe(link);
    const thread = await site.visitor().get(fresh!);
    expect(thread.status).toBe(200);
    expect(thread.text).toContain("Here is the drawing.");
    const file = thread.screen.getByRole("link", { name: "drawing.pdf" }).getAttribute("href")!;
    expect((await buyer.fetch(file)).status).toBe(200);
    for (const holder of [stranger, joiner]) {
      expect(await lists(holder, item)).toBe(false);
      expect((await holder.fetch(`/account/requests/${id}`)).status).toBe(404);
      const fileId = file.split("/").at(-1)!;
      expect((await holder.fetch(`/account/requests/${id}/files/${fileId}`)).status).toBe(404);
      expect((await holder.fetch(`${link}/files/${fileId}`)).status).toBe(404);
    }
    expect(notices(stranger.email)).toHaveLength(0);
  });

  it("the buyer's own account keeps it at once, and then the link opens it for no one", async () => {
    const sender = { name: "Rhea Buyer", email: `rhea.${unique()}@example.com` };
    const { owner, item, path, id, link } = await answeredQuote(
      "forgeline-precision-manufacturing",
      sender,
    );
    const account = await memberWith(sender.name, sender.email);
    const page = await account.get(link);
    const kept = await account.press(page, "Keep it in my account");
    expect(kept.path).toBe(`/account/requests/${id}`);
    expect(kept.text).toContain("Twelve panels in three weeks.");
    expect(await lists(account, item)).toBe(true);

    // Kept in an account, the thread is that account's alone: the link no longer opens it.
    expect((await site.visitor().fetch(link)).status).toBe(404);

    // The company's next reply leads the buyer to the thread in their account.
    const before = notices(sender.email).length;
    await owner.press(await owner.get(path), "Send reply", { Reply: "Delivery on Monday." });
    const mails = await site.until(
      () => notices(sender.email).length > before && notices(sender.email),
    );
    expect(mails.at(-1)!.text).toContain(`/account/requests/${id}`);
    expect((await account.get(`/account/requests/${id}`)).text).toContain("Delivery on Monday.");
  });

  it("an account of the buyer's address not yet confirmed keeps it by the link e-mailed to that address", async () => {
    const sender = { name: "Cy Buyer", email: `cy.${unique()}@example.com` };
    const { buyer, item, id, link } = await answeredQuote("tessellate-trade-finance", sender);
    const joined = await buyer.press(await buyer.get(link), "Join and keep it", {
      Password: MEMBER_PASSWORD,
    });
    expect(joined.text).toContain(`We sent a link to ${sender.email}`);
    expect(await lists(buyer, item)).toBe(false);

    const confirm = await site.linkTo(sender.email, "/requests/keep/");
    // Opened by anyone but the account that asked, it keeps nothing.
    const other = await site.member("Sly Stranger");
    expect((await other.fetch(confirm)).status).toBe(404);
    const kept = await buyer.get(confirm);
    expect(kept.path).toBe(`/account/requests/${id}`);
    expect(kept.text).toContain("Twelve panels in three weeks.");
    expect(await lists(buyer, item)).toBe(true);
    expect(await lists(other, item)).toBe(false);
  });
});
