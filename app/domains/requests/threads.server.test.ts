import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import { testBackends } from "../../../server/db/testing";
import { openFileStore } from "../../../server/files/file-store";
import {
  contactFields,
  fakeFile,
  quoteFields,
  type TestInbox,
} from "../../../server/inbox/testing";
import { createNotifications } from "~/domains/notifications/index.server";
import { createRequests } from "./data.server";
import {
  REPLY_FILES_AREA,
  senderOf,
  THREAD_LINK_DAYS,
  type ReplyUpload,
} from "./data/model.server";
import { sendRequest, startCompanyInbox } from "../../../server/requests-testing";

// Requests as conversations (docs/decisions/120): both sides reply, with files, close and
// reopen; a buyer without an account answers by a private link that expires and can be turned
// off; each reply notifies the other side. Every action is refused to a stranger: another owner,
// another member, a wrong, expired or revoked link.

const [acme, borealis] = sampleVendors;
const OWNER_A = { id: "owner-a", isOperator: false, name: "Ada Owner" };
const OWNER_B = { id: "owner-b", isOperator: false, name: "Bob Owner" };
const BUYER = { id: "buyer", email: "bea@example.com" };
const STRANGER = { id: "stranger", email: "sam@example.com" };
const DAY = 24 * 60 * 60 * 1000;
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
const upload = (name: string, bytes: Buffer, type = ""): ReplyUpload => ({
  name,
  type,
  bytes: new Uint8Array(bytes),
});

describe("senderOf", () => {
  it("takes the form's name, e-mail and company, else the account's", () => {
    const fields = [
      { name: "name", value: "Bo Buyer" },
      { name: "email", value: "bo@example.com" },
    ];
    expect(senderOf(fields, null)).toEqual({
      name: "Bo Buyer",
      email: "bo@example.com",
      company: "",
    });
    expect(
      senderOf([{ name: "fullName", value: "Cy" }], {
        name: "Cyrus",
        email: "cy@example.com",
        company: "Cy Ltd",
      }),
    ).toEqual({ name: "Cy", email: "cy@example.com", company: "Cy Ltd" });
  });
});

describe.each(testBackends)("on $name", ({ name: backend }) => {
  let inbox: TestInbox;
  let clock: number;
  let requests: ReturnType<typeof createRequests>;
  let notifications: ReturnType<typeof createNotifications>;

  beforeEach(async () => {
    // The inbox stamps requests with the real clock: the test clock starts from it.
    clock = Date.now();
    inbox = await startCompanyInbox({
      backend,
      accounts: [
        { id: OWNER_A.id, name: OWNER_A.name, email: "ada@example.com" },
        { id: OWNER_B.id, name: OWNER_B.name, email: "bob@example.com" },
        { id: BUYER.id, name: "Bea Buyer", email: BUYER.email },
        { id: STRANGER.id, name: "Sam Stranger", email: STRANGER.email },
      ],
      owners: { [acme!.id]: OWNER_A.id, [borealis!.id]: OWNER_B.id },
      buyer: BUYER,
      notifyOwner: (notice) => void requests.notifyNew(notice).catch(() => undefined),
    });
    const { db } = inbox;
    notifications = createNotifications({
      db,
      mailEnabled: true,
      mailFrom: "site@example.com",
      now: () => new Date(++clock),
    });
    requests = createRequests({
      db,
      store: inbox.store,
      notifications,
      files: openFileStore(db, inbox.dataDir, REPLY_FILES_AREA),
      publicUrl: "https://procure.example",
      now: () => new Date(++clock),
    });
  });
  afterEach(() => inbox.close());

  const newRequestNotices = async () =>
    (
      await inbox.db
        .selectFrom("notifications")
        .select("id")
        .where("kind", "=", "request-new")
        .execute()
    ).length;

  /**
   * Sends a request to a company with an owner and waits for the owner's notice, which the
   * server writes without holding up the sender: so that it cannot land amid a test's replies.
   */
  const send = async (fields: Record<string, string>, cookie = "") => {
    const before = await newRequestNotices();
    const id = await sendRequest(inbox, fields, { cookie });
    await expect.poll(newRequestNotices).toBe(before + 1);
    return id;
  };

  const outbox = () =>
    inbox.db.selectFrom("outbox").selectAll().orderBy("created_at").orderBy("id").execute();

  /** The private link e-mailed with the company's latest reply. */
  async function lastLink() {
    const mails = await outbox();
    const text = mails.at(-1)!.body;
    const token = /\/requests\/t\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(token).toBeTruthy();
    return token!;
  }

  it("tells the owner of a new request once, and shows who sent it", async () => {
    const id = await send(contactFields({ vendorName: acme!.name, _vendor: acme!.slug }));
    await expect.poll(() => notifications.unreadCount(OWNER_A.id)).toBe(1);
    await requests.notifyNew({
      ownerEmail: "ada@example.com",
      ownerName: OWNER_A.name,
      company: acme!.name,
      requestId: id,
    });
    expect(await notifications.unreadCount(OWNER_A.id)).toBe(1);
    expect((await outbox()).map((m) => m.mail_to)).toEqual(["ada@example.com"]);
    const opened = await requests.open(OWNER_A, id);
    expect(opened?.sender).toEqual({
      name: "Bo Buyer",
      email: "bo@example.com",
      company: "Buyers Ltd",
    });

    // A signed-in buyer's quote (no name in the form): their account's name and e-mail.
    const quote = await send(
      quoteFields({ vendorName: acme!.name, _vendor: acme!.slug }),
      "member=buyer",
    );
    expect((await requests.open(OWNER_A, quote))?.sender).toMatchObject({
      name: "Bea Buyer",
      email: BUYER.email,
    });
  });

  it("writes the notice of a request whose server stopped before telling its owner", async () => {
    const id = await send(contactFields({ vendorName: acme!.name, _vendor: acme!.slug }));
    await expect.poll(() => notifications.unreadCount(OWNER_A.id)).toBe(1);
    await inbox.db.deleteFrom("notifications").execute();
    await inbox.db.deleteFrom("outbox").execute();
    clock += 2 * 60_000;
    expect(await requests.notifyMissed()).toBe(1);
    expect((await notifications.list(OWNER_A.id, 1)).items[0]?.link).toBe(`/account/inbox/${id}`);
    expect(await requests.notifyMissed()).toBe(0);
  });

  it("lets a signed-out buyer answer by the private link, with files, and the owner see it", async () => {
    const id = await send(contactFields({ vendorName: acme!.name, _vendor: acme!.slug }));
    const pdf = fakeFile("pdf", 3000);
    const reply = await requests.replyAsOwner(OWNER_A, id, "Yes, weekly.", [
      upload("price-list.pdf", pdf, "application/pdf"),
    ]);
    expect(reply).toMatchObject({ ok: true });
    const token = await lastLink();
    const mail = (await outbox()).at(-1)!;
    expect(mail.mail_to).toBe("bo@example.com");
    expect(mail.body).toContain(`https://procure.example/requests/t/${token}`);
    // Only its hash is kept.
    const stored = await inbox.db.selectFrom("request_tokens").selectAll().execute();
    expect(stored.map((t) => t.token_hash)).toEqual([sha256(Buffer.from(token))]);

    const thread = await requests.thread(token);
    expect(thread?.id).toBe(id);
    const file = thread!.replies[0]!.files[0]!;
    const download = await requests.replyFile({ token }, id, file.id);
    expect(sha256(new Uint8Array(await new Response(download!.open()).arrayBuffer()))).toBe(
      sha256(pdf),
    );

    const answer = await requests.answer({ token }, id, "Great: 20 pallets from Monday.", [
      upload("drawing.png", fakeFile("png", 4000)),
    ]);
    expect(answer.ok).toBe(true);
    const seen = await requests.open(OWNER_A, id);
    expect(seen?.replies.map((r) => [r.side, r.authorName, r.body])).toEqual([
      ["company", acme!.name, "Yes, weekly."],
      ["buyer", "Bo Buyer", "Great: 20 pallets from Monday."],
    ]);
    expect(seen?.replies[1]?.files.map((f) => f.originalName)).toEqual(["drawing.png"]);
    // The owner is told of the answer, on the site and by e-mail.
    const owner = await notifications.list(OWNER_A.id, 1);
    expect(owner.items[0]).toMatchObject({ kind: "request-reply", link: `/account/inbox/${id}` });
    expect((await outbox()).at(-1)?.mail_to).toBe("ada@example.com");
  });

  it("refuses a wrong, expired or revoked link, and a link to another thread", async () => {
    const id = await send(contactFields({ vendorName: acme!.name, _vendor: acme!.slug }));
    const other = await send(
      contactFields({ vendorName: acme!.name, _vendor: acme!.slug, email: "x@example.com" }),
    );
    await requests.reply(OWNER_A, id, "First.");
    const first = await lastLink();
    await requests.reply(OWNER_A, other, "Other.");
    const otherToken = await lastLink();

    expect(await requests.thread("x".repeat(43))).toBeUndefined();
    expect(await requests.thread("short")).toBeUndefined();
    expect((await requests.answer({ token: otherToken }, id, "Sneaky")).ok).toBe(false);
    expect(await requests.setOpen({ token: otherToken }, id, false)).toBe(false);
    expect(await requests.replyFile({ token: otherToken }, id, "anything")).toBeUndefined();

    // Expired after THREAD_LINK_DAYS.
    clock += THREAD_LINK_DAYS * DAY + 1000;
    expect(await requests.thread(first)).toBeUndefined();
    expect((await requests.answer({ token: first }, id, "Too late")).ok).toBe(false);

    // A new reply brings a fresh link; the owner turns the links off; the buyer can too.
    await requests.reply(OWNER_A, id, "Second.");
    const second = await lastLink();
    expect((await requests.thread(second))?.activeLinks).toBe(1);
    expect(await requests.revokeLinks({ owner: OWNER_B }, id)).toBe(false);
    expect(await requests.thread(second)).toBeDefined();
    expect(await requests.revokeLinks({ owner: OWNER_A }, id)).toBe(true);
    expect(await requests.thread(second)).toBeUndefined();
    expect((await requests.answer({ token: second }, id, "Revoked")).ok).toBe(false);

    await requests.reply(OWNER_A, id, "Third.");
    const third = await lastLink();
    expect(await requests.revokeLinks({ token: third }, id)).toBe(true);
    expect(await requests.thread(third)).toBeUndefined();
  });

  it("lets either side close and reopen, and refuses strangers", async () => {
    const id = await send(
      contactFields({ vendorName: acme!.name, _vendor: acme!.slug }),
      "member=buyer",
    );
    for (const party of [
      { owner: OWNER_B },
      { owner: { id: STRANGER.id, isOperator: false } },
      { buyerId: STRANGER.id },
      { buyerId: OWNER_B.id },
    ]) {
      expect(await requests.setOpen(party, id, false)).toBe(false);
      expect(await requests.revokeLinks(party, id)).toBe(false);
    }
    expect((await requests.answer({ buyerId: STRANGER.id }, id, "Hi")).ok).toBe(false);
    expect(await requests.sentOne(STRANGER.id, id)).toBeUndefined();

    expect(await requests.setOpen({ buyerId: BUYER.id }, id, false)).toBe(true);
    expect((await requests.open(OWNER_A, id))?.status).toBe("closed");
    // Closed: no reply from either side until it is reopened.
    expect(await requests.answer({ buyerId: BUYER.id }, id, "Wait")).toEqual({
      ok: false,
      reason: "closed",
    });
    expect((await requests.replyAsOwner(OWNER_A, id, "Wait")).ok).toBe(false);
    expect(await requests.setOpen({ owner: OWNER_A }, id, true)).toBe(true);
    expect((await requests.open(OWNER_A, id))?.status).toBe("read");
    expect((await requests.replyAsOwner(OWNER_A, id, "Reopened.")).ok).toBe(true);
    expect(await requests.setOpen({ owner: OWNER_A }, id, false)).toBe(true);
    expect(await requests.setOpen({ buyerId: BUYER.id }, id, true)).toBe(true);
    expect((await requests.sentOne(BUYER.id, id))?.status).toBe("replied");

    // The signed-in buyer's answer: the owner's inbox shows it as new; the buyer gets no link.
    expect((await requests.answer({ buyerId: BUYER.id }, id, "Thanks!")).ok).toBe(true);
    expect(await requests.unreadCount(OWNER_A.id)).toBe(1);
    expect(await inbox.db.selectFrom("request_tokens").selectAll().execute()).toEqual([]);
    // The buyer was told of the owner's reply on the site, linked to their own page.
    expect((await notifications.list(BUYER.id, 1)).items[0]?.link).toBe(`/account/requests/${id}`);
  });

  it("refuses a reply's files that break the forms' limits", async () => {
    const id = await send(contactFields({ vendorName: acme!.name, _vendor: acme!.slug }));
    const exe = await requests.replyAsOwner(OWNER_A, id, "Here", [
      upload("tool.pdf", Buffer.from("MZ\x90\x00not a pdf")),
    ]);
    expect(exe).toEqual({ ok: false, reason: "files", error: "File tool.pdf has invalid type" });
    const many = Array.from({ length: 11 }, (_, i) => upload(`f${i}.pdf`, fakeFile("pdf", 100)));
    expect(await requests.replyAsOwner(OWNER_A, id, "Here", many)).toMatchObject({
      reason: "files",
    });
    expect((await requests.open(OWNER_A, id))?.replies).toEqual([]);
  });

  /** The link to keep a thread e-mailed last. */
  async function lastKeepLink() {
    const mails = await outbox();
    const token = /\/requests\/keep\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.body)?.[1];
    expect(token).toBeTruthy();
    return token!;
  }

  it("keeps the thread a link opens only in the account of the address it was sent from, once", async () => {
    const id = await send(
      contactFields({ vendorName: acme!.name, _vendor: acme!.slug, email: STRANGER.email }),
    );
    await requests.reply(OWNER_A, id, "Hello.");
    const token = await lastLink();
    const sam = { ...STRANGER, emailVerified: true };
    const bob = { id: OWNER_B.id, email: "bob@example.com", emailVerified: true };
    expect(await requests.keep("y".repeat(43), sam)).toBeNull();
    // Holding the link lets a member read and answer; it never moves the thread to their account.
    expect(await requests.keep(token, bob)).toBeNull();
    expect(await requests.sentOne(OWNER_B.id, id)).toBeUndefined();
    expect(await requests.thread(token)).toBeDefined();
    expect(await requests.keep(token, sam)).toEqual({ kept: id });
    expect((await requests.sent(STRANGER.id, 1)).items.map((r) => r.id)).toEqual([id]);
    // Kept, the thread is the account's alone: its link opens nothing, and it stays kept.
    expect(await requests.thread(token)).toBeUndefined();
    expect(await requests.keep(token, bob)).toBeNull();
    expect(await requests.keep(token, sam)).toBeNull();
  });

  it("keeps a thread in an account not confirmed yet by a link e-mailed to its address, opened by that account", async () => {
    const id = await send(
      contactFields({ vendorName: acme!.name, _vendor: acme!.slug, email: " Sam@Example.com" }),
    );
    await requests.reply(OWNER_A, id, "Hello, Sam.");
    const token = await lastLink();
    // Joining from the page: the account just made, found by its e-mail, may keep the thread
    // only when that is the address the request came from, and is sent a link to do it.
    expect(await requests.keepForNewAccount(token, "nobody@example.com")).toBeNull();
    expect(await requests.keepForNewAccount(token, " SAM@example.com ")).toEqual({
      sent: STRANGER.email,
    });
    const [mail] = (await outbox()).slice(-1);
    expect(mail!.mail_to).toBe(STRANGER.email);
    const keepToken = await lastKeepLink();
    expect((await requests.sent(STRANGER.id, 1)).items).toEqual([]);
    // The keep link is no private link; opened by another account, or expired, it keeps nothing.
    expect(await requests.thread(keepToken)).toBeUndefined();
    expect(
      await requests.confirmKeep(keepToken, { id: BUYER.id, email: STRANGER.email }),
    ).toBeNull();
    expect(await requests.confirmKeep(token, STRANGER)).toBeNull();
    expect(await requests.thread(token)).toBeDefined();
    expect(await requests.confirmKeep(keepToken, STRANGER)).toBe(id);
    expect((await requests.sent(STRANGER.id, 1)).items.map((r) => r.id)).toEqual([id]);
    expect(await requests.thread(token)).toBeUndefined();
    expect(await requests.confirmKeep(keepToken, STRANGER)).toBeNull();

    const later = await send(
      contactFields({ vendorName: acme!.name, _vendor: acme!.slug, email: STRANGER.email }),
    );
    await requests.reply(OWNER_A, later, "Hello again.");
    expect(await requests.keep(await lastLink(), STRANGER)).toEqual({ sent: STRANGER.email });
    const late = await lastKeepLink();
    clock += 4 * DAY;
    expect(await requests.confirmKeep(late, STRANGER)).toBeNull();
  });
});
