import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import {
  contactFields,
  fakeFile,
  formData,
  post,
  quoteFields,
  type FilePart,
  type TestInbox,
} from "../../../server/inbox/testing";
import { AUTH_MESSAGES } from "~/domains/accounts/index.server";
import { createRequests } from "./data.server";
import type { OwnerNotice, ReplyNotice } from "./data/model.server";
import { sendRequest, startCompanyInbox } from "../../../server/requests-testing";

// Requests to the network's companies: routed to the company's owner, and every read and write
// refused to anyone else (a second owner, another member), as the pages rely on.

const [acme, borealis, unowned] = sampleVendors;
const OWNER_A = { id: "owner-a", isOperator: false, name: "Ada Owner" };
const OWNER_B = { id: "owner-b", isOperator: false, name: "Bob Owner" };
const BUYER = { id: "buyer", email: "buyer@example.com" };
const OPERATOR = { id: "operator", isOperator: true };
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

let inbox: TestInbox;
/** Whether members must have confirmed their e-mail address to send a request. */
let verifiedOnly = false;
const UNCONFIRMED = { id: "unconfirmed", email: "new@example.com", emailVerified: false as const };
let notices: OwnerNotice[];
let replies: ReplyNotice[];
let requests: ReturnType<typeof createRequests>;

beforeEach(async () => {
  notices = [];
  replies = [];
  verifiedOnly = false;
  inbox = await startCompanyInbox({
    accounts: [
      { id: OWNER_A.id, name: OWNER_A.name, email: "ada@example.com" },
      { id: OWNER_B.id, name: OWNER_B.name, email: "bob@example.com" },
      { id: BUYER.id, name: "Bea Buyer", email: BUYER.email },
    ],
    owners: { [acme!.id]: OWNER_A.id, [borealis!.id]: OWNER_B.id },
    buyer: BUYER,
    unconfirmed: UNCONFIRMED,
    requireVerified: () => verifiedOnly,
    notifyOwner: (notice) => notices.push(notice),
  });
  requests = createRequests({
    db: inbox.db,
    store: inbox.store,
    mailReply: (r) => replies.push(r),
  });
});
afterEach(() => inbox.close());

const send = (fields: Record<string, string>, files: FilePart[] = [], cookie = "") =>
  sendRequest(inbox, fields, { files, cookie });

describe("routing", () => {
  it("addresses a request for an owned company to it, and tells its owner", async () => {
    const id = await send(contactFields({ vendorName: acme!.name, _vendor: acme!.slug }));
    const page = await requests.inbox(OWNER_A, { page: 1 });
    expect(page.items.map((r) => r.id)).toEqual([id]);
    expect(page.items[0]).toMatchObject({
      form: "contact-vendor",
      status: "new",
      company: { name: acme!.name },
      subject: "Do you ship to Lisbon?",
    });
    await expect
      .poll(() => notices)
      .toEqual([
        {
          ownerEmail: "ada@example.com",
          ownerName: OWNER_A.name,
          company: acme!.name,
          requestId: id,
        },
      ]);
    expect((await inbox.store.submission(id))!.mailStatus).toBe("off");
  });

  it("keeps nothing and answers 503, logged, when the owner cannot be looked up", async () => {
    // The accounts' table out of reach: the owner's lookup fails.
    await inbox.db.schema.alterTable("user").renameTo("user_away").execute();
    const fields = contactFields({ vendorName: acme!.name, _vendor: acme!.slug });
    const refused = await post(inbox.endpoint(), formData(fields, []));
    expect(refused.status).toBe(503);
    expect(refused.json.success).toBe("false");
    expect(refused.json.message).toBe(
      "Your request could not be sent just now. Nothing was sent: please try again in a minute.",
    );
    expect(inbox.logs.some((l) => l.includes("could not address a contact-vendor"))).toBe(true);
    expect(await inbox.store.list({ limit: 5 })).toEqual([]);
    // Back again: the same request is kept and its owner told.
    await inbox.db.schema.alterTable("user_away").renameTo("user").execute();
    const id = await send(fields);
    await expect.poll(() => notices.map((n) => n.requestId)).toEqual([id]);
  });

  it("leaves requests for vendors without an owner, or not approved, to the mailbox", async () => {
    await send(contactFields({ vendorName: unowned!.name, _vendor: unowned!.slug }));
    await inbox.db
      .updateTable("vendors")
      .set({ status: "pending" })
      .where("id", "=", acme!.id)
      .execute();
    await send(contactFields({ vendorName: acme!.name, _vendor: acme!.slug }));
    expect((await requests.inbox(OWNER_A, { page: 1 })).total).toBe(0);
    expect(await inbox.store.count()).toBe(2);
    expect(notices).toEqual([]);
  });
});

describe("a member who has not confirmed their e-mail address", () => {
  it("is refused a request when the site requires it, and nothing is stored", async () => {
    verifiedOnly = true;
    const fields = contactFields({ vendorName: acme!.name, _vendor: acme!.slug });
    const result = await post(inbox.endpoint(), formData(fields, []), {
      cookie: "member=unconfirmed",
    });
    expect(result.status).toBe(403);
    expect(result.json).toMatchObject({ success: "false", message: AUTH_MESSAGES.unverified });
    expect(await inbox.store.count()).toBe(0);
    expect(notices).toEqual([]);
  });

  it("sends it as before when the site does not require it", async () => {
    const id = await send(
      contactFields({ vendorName: acme!.name, _vendor: acme!.slug }),
      [],
      "member=unconfirmed",
    );
    expect((await requests.inbox(OWNER_A, { page: 1 })).items.map((r) => r.id)).toEqual([id]);
  });
});

describe("the company's inbox", () => {
  it("shows a request and its files to its owner only", async () => {
    const cv = fakeFile("pdf", 3000);
    const drawing = fakeFile("png", 5000);
    const id = await send(
      quoteFields({
        vendorName: acme!.name,
        _vendor: acme!.slug,
        name: "Bo Buyer",
        email: "bo@example.com",
      }),
      [
        ["file0", cv, "spec.pdf"],
        ["file1", drawing, "drawing.png"],
      ],
    );

    const opened = await requests.open(OWNER_A, id);
    expect(opened?.fields.map((f) => f.label)).toContain("Item / Service");
    expect(opened?.fields.map((f) => f.name)).not.toContain("vendorName");
    expect(opened?.attachments.map((a) => a.originalName)).toEqual(["spec.pdf", "drawing.png"]);
    const file = await requests.file(OWNER_A, id, opened!.attachments[1]!.id);
    expect(sha256(new Uint8Array(await new Response(file!.open()).arrayBuffer()))).toBe(
      sha256(drawing),
    );

    // Another owner, and a member who owns nothing, find nothing.
    for (const asker of [OWNER_B, { id: BUYER.id, isOperator: false }]) {
      expect(await requests.open(asker, id)).toBeUndefined();
      expect(await requests.file(asker, id, opened!.attachments[0]!.id)).toBeUndefined();
      expect((await requests.inbox(asker, { page: 1 })).total).toBe(0);
    }
    // Operators may read it.
    expect((await requests.open(OPERATOR, id))?.id).toBe(id);
  });

  it("marks a request read when its owner opens it, and counts the unread", async () => {
    const id = await send(contactFields({ vendorName: acme!.name, _vendor: acme!.slug }));
    expect(await requests.unreadCount(OWNER_A.id)).toBe(1);
    expect(await requests.unreadCount(OWNER_B.id)).toBe(0);
    await requests.open(OPERATOR, id);
    expect(await requests.unreadCount(OWNER_A.id)).toBe(1);
    expect((await requests.open(OWNER_A, id))?.status).toBe("read");
    expect(await requests.unreadCount(OWNER_A.id)).toBe(0);
  });

  it("filters by status and company, and pages", async () => {
    for (let i = 0; i < 3; i++)
      await send(contactFields({ vendorName: acme!.name, _vendor: acme!.slug }));
    const first = (await requests.inbox(OWNER_A, { page: 1 })).items[0]!;
    await requests.close(OWNER_A, first.id);
    expect(
      (await requests.inbox(OWNER_A, { page: 1, status: "closed" })).items.map((r) => r.id),
    ).toEqual([first.id]);
    expect((await requests.inbox(OWNER_A, { page: 1, status: "new" })).matches).toBe(2);
    expect((await requests.inbox(OWNER_A, { page: 1, company: borealis!.slug })).matches).toBe(0);
    expect((await requests.inbox(OWNER_A, { page: 2 })).items).toEqual([]);
  });

  it("takes replies and closing from the owner only, and mails the buyer", async () => {
    const id = await send(
      contactFields({ vendorName: acme!.name, _vendor: acme!.slug }),
      [],
      "member=buyer",
    );
    expect(await requests.reply(OWNER_B, id, "Not mine")).toBe(false);
    expect(await requests.close(OWNER_B, id)).toBe(false);
    expect(await requests.reply({ ...OPERATOR, name: "Op" }, id, "Operators do not answer")).toBe(
      false,
    );

    expect(await requests.reply(OWNER_A, id, "Yes, weekly.")).toBe(true);
    // Sent signed in, the request carries the account's address, not the one typed (decision 231).
    expect(replies).toEqual([
      { to: "buyer@example.com", company: acme!.name, body: "Yes, weekly.", requestId: id },
    ]);
    const opened = await requests.open(OWNER_A, id);
    expect(opened?.status).toBe("replied");
    expect(opened?.replies.map((r) => [r.authorName, r.body])).toEqual([
      [acme!.name, "Yes, weekly."],
    ]);
    expect(await requests.close(OWNER_A, id)).toBe(true);
    expect((await requests.open(OWNER_A, id))?.status).toBe("closed");
  });

  it("drops a deleted company's requests from its owner's view, and keeps them in the inbox", async () => {
    const id = await send(contactFields({ vendorName: acme!.name, _vendor: acme!.slug }));
    await inbox.db.deleteFrom("vendors").where("id", "=", acme!.id).execute();
    expect((await requests.inbox(OWNER_A, { page: 1 })).total).toBe(0);
    expect(await requests.open(OWNER_A, id)).toBeUndefined();
    expect(await inbox.store.submission(id)).toBeDefined();
  });
});

describe("the buyer's requests", () => {
  it("lists a signed-in buyer's requests with the replies, for them alone", async () => {
    const id = await send(
      contactFields({ vendorName: acme!.name, _vendor: acme!.slug }),
      [],
      "member=buyer",
    );
    await send(contactFields({ vendorName: acme!.name, _vendor: acme!.slug }));
    await requests.reply(OWNER_A, id, "Yes, weekly.");
    const sent = await requests.sent(BUYER.id, 1);
    expect(sent.items.map((r) => [r.id, r.status, r.replyCount])).toEqual([[id, "replied", 1]]);
    expect((await requests.sentOne(BUYER.id, id))?.replies.map((r) => r.body)).toEqual([
      "Yes, weekly.",
    ]);
    expect(await requests.sentOne(OWNER_B.id, id)).toBeUndefined();
    expect((await requests.sent(OWNER_B.id, 1)).total).toBe(0);
  });
});

describe("which company a request reaches", () => {
  it("is the one whose page it was sent from, even after the company is renamed", async () => {
    await inbox.db
      .updateTable("vendors")
      .set({ name: "Acme Renamed Ltd" })
      .where("id", "=", acme!.id)
      .execute();
    const id = await send(contactFields({ vendorName: acme!.name, _vendor: acme!.slug }));
    expect((await requests.inbox(OWNER_A, { page: 1 })).items.map((r) => r.id)).toEqual([id]);
  });

  it("is never found by the vendor name the form carries", async () => {
    // Sent from A's page, naming B: it goes to A.
    const id = await send(contactFields({ vendorName: borealis!.name, _vendor: acme!.slug }));
    expect((await requests.inbox(OWNER_A, { page: 1 })).items.map((r) => r.id)).toEqual([id]);
    expect((await requests.inbox(OWNER_B, { page: 1 })).total).toBe(0);
    // Naming B without saying which page: it goes to the site's mailbox, not to B.
    await send(contactFields({ vendorName: borealis!.name }));
    expect((await requests.inbox(OWNER_B, { page: 1 })).total).toBe(0);
    expect(await inbox.store.count()).toBe(2);
  });
});

describe("who sent a request", () => {
  it("refuses a signed-out quote request to a company without a name and an e-mail", async () => {
    const fields = quoteFields({ vendorName: acme!.name, _vendor: acme!.slug });
    const refused = await post(inbox.endpoint(), formData(fields));
    expect(refused.json).toMatchObject({
      success: "false",
      message: "Please fill in all required fields",
    });
    const bad = await post(
      inbox.endpoint(),
      formData({ ...fields, name: "Sam Sender", email: "not-an-address" }),
    );
    expect(bad.json.message).toBe("Please enter a valid email address");
    expect(await inbox.store.count()).toBe(0);
    // To a vendor without an owner, the quote stays the spec's payload: no name, no e-mail.
    await send(quoteFields({ vendorName: unowned!.name, _vendor: unowned!.slug }));
  });

  it("keeps a signed-out sender's name and e-mail with the request, and replies to that e-mail", async () => {
    const id = await send(
      quoteFields({
        vendorName: acme!.name,
        _vendor: acme!.slug,
        name: "Sam Sender",
        email: "sam@example.com",
      }),
    );
    const opened = await requests.open(OWNER_A, id);
    expect(opened?.from).toBe("Sam Sender sam@example.com");
    expect(opened?.fields.filter((f) => ["name", "email"].includes(f.name))).toEqual([
      { name: "name", label: "Name", value: "Sam Sender" },
      { name: "email", label: "Email", value: "sam@example.com" },
    ]);
    expect(opened?.buyerEmail).toBe("sam@example.com");
  });

  it("names a signed-in buyer from their account, with the company they own", async () => {
    // The buyer owns an approved company too.
    await inbox.db
      .updateTable("vendors")
      .set({ owner_id: BUYER.id })
      .where("id", "=", unowned!.id)
      .execute();
    const id = await send(
      quoteFields({ vendorName: acme!.name, _vendor: acme!.slug }),
      [],
      "member=buyer",
    );
    const submission = (await inbox.store.submission(id))!;
    const fields = Object.fromEntries(submission.fields.map((f) => [f.name, f.value]));
    expect(fields).toMatchObject({
      name: "Bea Buyer",
      email: BUYER.email,
      company: unowned!.name,
    });
    expect((await requests.sent(BUYER.id, 1)).items.map((r) => r.id)).toEqual([id]);
    // Another owner does not see it.
    expect(await requests.open(OWNER_B, id)).toBeUndefined();
  });
});
