import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import { testBackends } from "../../../server/db/testing";
import { contactFields, type TestInbox } from "../../../server/inbox/testing";
import { sendRequest, startCompanyInbox } from "../../../server/requests-testing";
import { openFileStore } from "../../../server/files/file-store";
import { createNotifications } from "~/domains/notifications/index.server";
import { createRequests } from "./data.server";
import { REPLY_FILES_AREA } from "./data/model.server";
import { REQUESTS_PER_PAGE } from "./rules";

// The company inbox's pages as the busy supplier's are measured (decision 548): an owner of two
// companies, more requests than a page; each page newest first across both companies, its
// senders and reply counts, and the counts with and without a status or a company, on SQLite and
// PostgreSQL.

const [acme, borealis, other] = sampleVendors;
const OWNER = { id: "owner-a", isOperator: false, name: "Ada Owner" };
const STRANGER = { id: "owner-b", isOperator: false, name: "Bob Owner" };

describe.each(testBackends)("the inbox's pages on $name", ({ name: backend }) => {
  let inbox: TestInbox;
  let requests: ReturnType<typeof createRequests>;

  beforeEach(async () => {
    inbox = await startCompanyInbox({
      backend,
      accounts: [
        { id: OWNER.id, name: OWNER.name, email: "ada@example.com" },
        { id: STRANGER.id, name: STRANGER.name, email: "bob@example.com" },
      ],
      owners: { [acme!.id]: OWNER.id, [borealis!.id]: OWNER.id, [other!.id]: STRANGER.id },
      buyer: { id: "buyer", email: "bea@example.com" },
      notifyOwner: () => undefined,
    });
    let clock = Date.now();
    requests = createRequests({
      db: inbox.db,
      store: inbox.store,
      notifications: createNotifications({
        db: inbox.db,
        mailEnabled: false,
        mailFrom: "site@example.com",
        now: () => new Date(++clock),
      }),
      files: openFileStore(inbox.db, inbox.dataDir, REPLY_FILES_AREA),
      now: () => new Date(++clock),
    });
  });
  afterEach(() => inbox.close());

  it("pages the owner's requests newest first across companies, with counts", async () => {
    const sent: { id: string; company: string; sender: string }[] = [];
    for (let i = 0; i < REQUESTS_PER_PAGE + 5; i++) {
      const company = i % 3 === 0 ? borealis! : acme!;
      const name = `Buyer ${i}`;
      const fields = contactFields({ vendorName: company.name, _vendor: company.slug, name });
      sent.push({ id: await sendRequest(inbox, fields), company: company.slug, sender: name });
    }
    // A request to another owner's company is in no page or count of theirs.
    await sendRequest(inbox, contactFields({ vendorName: other!.name, _vendor: other!.slug }));
    const newest = [...sent].sort((a, b) => (a.id < b.id ? 1 : -1));
    await requests.reply(OWNER, newest[1]!.id, "Yes, we ship to Lisbon.");
    await requests.reply(OWNER, newest[1]!.id, "From the Porto depot.");
    await requests.open(OWNER, newest[2]!.id);

    const first = await requests.inbox(OWNER, { page: 1 });
    expect(first.items.map((r) => r.id)).toEqual(newest.slice(0, 20).map((r) => r.id));
    expect(first.items.map((r) => r.company.slug)).toEqual(
      newest.slice(0, 20).map((r) => r.company),
    );
    expect(first.items.map((r) => r.from)).toEqual(
      newest.slice(0, 20).map((r) => `${r.sender} bo@example.com`),
    );
    expect(first.items.map((r) => r.replyCount).slice(0, 3)).toEqual([0, 2, 0]);
    expect(first.items.map((r) => r.status).slice(0, 3)).toEqual(["new", "replied", "read"]);
    expect([first.matches, first.total]).toEqual([25, 25]);
    const second = await requests.inbox(OWNER, { page: 2 });
    expect(second.items.map((r) => r.id)).toEqual(newest.slice(20).map((r) => r.id));
    expect([second.matches, second.total]).toEqual([25, 25]);

    const boreal = await requests.inbox(OWNER, { page: 1, company: borealis!.slug });
    const borealIds = newest.filter((r) => r.company === borealis!.slug).map((r) => r.id);
    expect(boreal.items.map((r) => r.id)).toEqual(borealIds);
    expect([boreal.matches, boreal.total]).toEqual([borealIds.length, 25]);
    const read = await requests.inbox(OWNER, { page: 1, status: "read" });
    expect(read.items.map((r) => r.id)).toEqual([newest[2]!.id]);
    expect([read.matches, read.total]).toEqual([1, 25]);
    expect(await requests.unreadCount(OWNER.id)).toBe(23);

    const theirs = await requests.inbox(STRANGER, { page: 1 });
    expect([theirs.items.length, theirs.matches, theirs.total]).toEqual([1, 1, 1]);
  });
});
