import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { within } from "@testing-library/dom";
import { createRepository } from "../../server/db/repository";
import { codeFor, pressIn } from "./account-helpers";
import { MEMBER_PASSWORD, type MailingSite } from "./site";
import type { FieldValue, Page, Visitor } from "./visitor";
import { passDeadlines } from "../../app/domains/tenders/deadlines.testing";

// The leak test's world (tests/flows/leaks.test.ts): records holding private values, made
// through the pages as members make them (the data layer where a page would only cost time),
// and the people who look at them. Every private value is a distinctive string, so that finding
// it in a response means it was sent.

export const VIEWERS = ["visitor", "member", "bidder", "owner", "operator"] as const;
export type Viewer = (typeof VIEWERS)[number];

/** A private value: the strings that betray it, and who may receive them. */
export interface Secret {
  name: string;
  values: string[];
  /** The viewers it may reach; [] for nobody. */
  entitled: readonly Viewer[];
  /** Paths holding these strings (a private link's token) are readable by whoever has them. */
  bearer?: string[];
}

/** What the routes' parameters are filled with. */
export interface Ids {
  /** Tenders: sealed with a hidden budget, awarded, invitation-only, a draft. */
  sealed: string;
  awarded: string;
  invited: string;
  draft: string;
  sealedDocument: string;
  sealedBid: string;
  sealedBidDocument: string;
  sampleProject: string;
  ownerCompany: string;
  bidderCompany: string;
  claimedVendor: string;
  claim: string;
  job: string;
  freelance: string;
  proposal: string;
  proposalFile: string;
  /** The bidder's request to the owner's company, as each side opens it, and its file. */
  request: string;
  requestFile: string;
  /** The bidder's application to the owner's job, and its CV. */
  application: string;
  applicationFile: string;
  /** The signed-out buyer's conversation, its private link's token and the file in it. */
  thread: string;
  threadToken: string;
  threadFile: string;
  shareToken: string;
  submission: string;
  bidderHandle: string;
  memberHandle: string;
  group: string;
  groupThread: string;
  ideaThread: string;
  news: string;
  caseStudy: string;
  guide: string;
  article: string;
  training: string;
}

export interface World {
  viewers: Record<Viewer, Visitor>;
  secrets: Secret[];
  ids: Ids;
}

const OWNER_CO = "lumenstack-technologies";
const BIDDER_CO = "alderpoint-advisory";
const CLAIMED_CO = "solvane-energy-systems";
const UNOWNED_CO = "southerly-cold-chain";

/** A distinctive word: letters and digits only, so that no encoding changes it. */
const mark = (label: string) => `${label}${randomBytes(4).toString("hex")}`;

const pdf = (name: string, marker: string) =>
  new File([`%PDF-1.4\n% ${marker}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`], name, {
    type: "application/pdf",
  });

const expectText = (page: Page, text: string) => {
  if (!page.text.includes(text))
    throw new Error(`${page.path} (${page.status}): no "${text}" in ${page.main.slice(0, 500)}`);
  return page;
};

/** An amount in cents written every way a page or its data may write it. */
const amountForms = (cents: number) => {
  const dollars = (cents / 100).toFixed(2);
  const grouped = Number(dollars).toLocaleString("en-US", { minimumFractionDigits: 2 });
  return [String(cents), dollars, grouped];
};

export async function buildWorld(site: MailingSite): Promise<World> {
  const repo = createRepository(site.db);
  const [member, bidder, owner, operator] = await Promise.all([
    site.member("Mia Member"),
    site.member("Bo Bidder"),
    site.member("Oz Owner"),
    site.operator("Opal Operator"),
  ]);
  const idOf = async (email: string) =>
    (
      await site.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).id;
  const ownerId = await idOf(owner.email);
  const bidderId = await idOf(bidder.email);
  const memberId = await idOf(member.email);
  for (const [slug, who] of [
    [OWNER_CO, owner],
    [BIDDER_CO, bidder],
  ] as const) {
    if ((await repo.vendors.assignOwner(slug, who.email)) !== "done") throw new Error(slug);
  }
  const vendorId = async (slug: string) => (await repo.vendors.bySlug(slug))!.id;
  const secrets: Secret[] = [];
  const keep = (s: Secret) => secrets.push(s);

  // The owner's company holds a certificate (issue 43): its number is for the owner and the
  // operators who verify it; its stored file stays on the server (below).
  const certificateNumber = mark("Certnumber");
  await repo.companies.addCertificate(
    await vendorId(OWNER_CO),
    {
      name: "ISO 9001",
      issuer: "BSI",
      number: certificateNumber,
      scope: "",
      expiresOn: "2099-01-01",
    },
    { file: `${"c".repeat(32)}.pdf`, name: "certificate.pdf", type: "application/pdf", size: 10 },
  );
  keep({
    name: "a certificate's number",
    values: [certificateNumber],
    entitled: ["owner", "operator"],
  });

  // Tenders: the owner publishes one with a hidden budget and a document, one to award, one for
  // invited companies only, and keeps one as a draft; the bidder bids sealed with a document.
  const budget = 7351911;
  const sealedTitle = mark("Sealedtender");
  const tender = async (
    title: string,
    extra: Record<string, FieldValue>,
    names: Record<string, FieldValue> = {},
    button = "Publish tender",
  ) => {
    const form = await owner.get("/projects/new");
    const page = await owner.press(
      form,
      button,
      {
        Title: title,
        Description: "Forty standing desks for the new office.",
        Region: "Europe",
        Sector: "Manufacturing",
        "Organisation's name": "Oz Trading",
        "Questions until": "2030-01-01T12:00",
        "Bids until": "2030-01-02T12:00",
        ...extra,
      },
      {
        item: ["Standing desk", "", "", "", ""],
        quantity: ["1", "", "", "", ""],
        unit: ["piece", "", "", "", ""],
        specification: ["", "", "", "", ""],
        criterion: ["Price", "", ""],
        weight: ["100", "", ""],
        ...names,
      },
    );
    const id = /^\/projects\/([^/?]+)/.exec(page.path)?.[1];
    if (!id || page.status !== 200)
      throw new Error(`tender: ${page.path} ${page.main.slice(0, 500)}`);
    return { id, page };
  };
  const documentMark = mark("Tenderdoc");
  const sealed = await tender(sealedTitle, {
    "Budget (optional)": String(budget),
    "Hide the budget from suppliers": true,
    Documents: pdf("specification.pdf", documentMark),
  });
  keep({ name: "a hidden budget", values: ["7351911", "7,351,911"], entitled: ["owner"] });
  const sealedDocument = /\/documents\/([^/"?]+)/.exec(
    sealed.page.screen.getByRole("link", { name: "specification.pdf" }).getAttribute("href")!,
  )![1]!;

  const bid = async (id: string, cents: number, message: string, file?: File) => {
    const form = await bidder.get(`/projects/${id}/bid`);
    const placed = await bidder.press(
      form,
      "Place bid",
      {
        "Delivery time (days)": "21",
        "Prices valid until": "2031-01-31",
        "Message to the buyer": message,
        ...(file ? { Documents: file } : {}),
      },
      { price: [(cents / 100).toFixed(2)] },
    );
    expectText(placed, "Your bid is sealed until the deadline.");
  };
  const sealedPrice = 4821397;
  const sealedMessage = mark("Sealedmessage");
  const bidDocMark = mark("Biddoc");
  await bid(sealed.id, sealedPrice, sealedMessage, pdf(`${mark("bidfile")}.pdf`, bidDocMark));
  keep({
    name: "a sealed bid before its deadline",
    values: [...amountForms(sealedPrice), sealedMessage, bidDocMark],
    entitled: ["bidder"],
  });
  // A question not answered yet: its asker and the buyer read it; the page and the open data
  // publish questions only once answered.
  const questionMark = mark("Openquestion");
  const asked = await repo.tenders.ask(
    sealed.id,
    { id: bidderId, isOperator: false },
    questionMark,
  );
  if (!asked.ok) throw new Error(`ask: ${JSON.stringify(asked)}`);
  keep({ name: "an unanswered question", values: [questionMark], entitled: ["bidder", "owner"] });
  const sealedBidRow = await site.db
    .selectFrom("bids")
    .innerJoin("bid_documents", "bid_documents.bid_id", "bids.id")
    .select(["bids.id as bid", "bid_documents.id as document"])
    .where("bids.tender_id", "=", sealed.id)
    .executeTakeFirstOrThrow();

  // The others through the data layer: a tender awarded (its amount not shown), one for invited
  // companies only, a draft.
  const values = (title: string, visibility: "public" | "invited" = "public") => ({
    title,
    description: "Forty office chairs.",
    kind: "tender" as const,
    region: "Europe" as const,
    sector: "Manufacturing" as const,
    budget: 90000,
    budgetHidden: false,
    visibility,
    buyerName: "Oz Trading",
    questionDeadline: "2030-01-01T12:00:00.000Z",
    bidDeadline: "2030-01-02T12:00:00.000Z",
    items: [{ item: "Office chair", quantity: 1, unit: "piece", specification: "" }],
    criteria: [],
  });
  const awardedTitle = mark("Awardedtender");
  // No standstill: the award is final at once (the award's own flows test the standstill).
  const awarded = await repo.tenders.create(
    { id: ownerId },
    {
      ...values(awardedTitle),
      standstillDays: 0,
      criteria: [{ name: "Quality", weight: 100, method: "scored" }],
    },
    [],
    { publish: true },
  );
  const awardedPrice = 3951726;
  const awardedMessage = mark("Awardedmessage");
  const placed = await repo.tenders.placeBid(
    awarded,
    { id: bidderId },
    await vendorId(BIDDER_CO),
    { prices: [awardedPrice], deliveryDays: 30, validUntil: "2031-01-31", message: awardedMessage },
    [],
  );
  if (!placed.ok) throw new Error(`bid: ${JSON.stringify(placed)}`);
  await passDeadlines(site.db, awarded);
  // The buyer, alone on the panel, scores the bid with a comment (decision 320): theirs only.
  const scoreComment = mark("Scorecomment");
  const evaluator = { id: ownerId, name: "Oz Owner" };
  if (!(await repo.tenders.declareNoConflict(awarded, evaluator)).ok)
    throw new Error("declaration refused");
  const scored = await repo.tenders.saveScores(
    awarded,
    evaluator,
    [{ bidId: placed.id, criterion: 0, score: 7, comment: scoreComment }],
    true,
  );
  if (!scored.ok) throw new Error(`scores: ${JSON.stringify(scored)}`);
  keep({ name: "an evaluator's comment on a bid", values: [scoreComment], entitled: ["owner"] });
  const decided = await repo.tenders.award(awarded, ownerId, {
    bidId: placed.id,
    reason: mark("Awardreason"),
    showAmount: false,
  });
  if (!decided.ok) throw new Error(`award: ${JSON.stringify(decided)}`);
  keep({
    name: "an awarded bid whose amount the buyer did not show",
    values: [...amountForms(awardedPrice), awardedMessage],
    entitled: ["owner", "bidder"],
  });
  // The award's reason is shown on the tender to everyone (decision 130, app/domains/tenders/view.ts).

  const invitedTitle = mark("Invitedtender");
  const invited = await repo.tenders.create({ id: ownerId }, values(invitedTitle, "invited"), [], {
    publish: true,
  });
  const invitation = await repo.tenders.invite(invited, ownerId, await vendorId(BIDDER_CO));
  if (!invitation.ok) throw new Error("invite");
  keep({
    name: "an invitation-only tender",
    values: [invitedTitle],
    entitled: ["owner", "bidder", "operator"],
  });
  // Its amendment is read by whoever may see the tender (decision 330), never by anyone else.
  const amendmentNote = mark("Invitedamendment");
  const amendment = await repo.tenders.amendTender(invited, ownerId, {
    explanation: amendmentNote,
  });
  if (!amendment.ok) throw new Error("amend");
  keep({
    name: "an invitation-only tender's amendment",
    values: [amendmentNote],
    entitled: ["owner", "bidder", "operator"],
  });

  const draftTitle = mark("Drafttender");
  const draft = await repo.tenders.create({ id: ownerId }, values(draftTitle), [], {
    publish: false,
  });
  keep({ name: "a draft tender", values: [draftTitle], entitled: ["owner"] });
  // A request from the bidder (signed in) to the owner's company, with a file.
  const requestMark = mark("Requestitem");
  const requestFileMark = mark("Requestfile");
  const quote = await bidder.get(`/vendors/${OWNER_CO}/quote`);
  expectText(
    await bidder.press(quote, "Submit Request", {
      Category: "Manufacturing",
      "Item / Service": requestMark,
      Quantity: "400 brackets",
      "Attachments (optional)": pdf("bracket-drawing.pdf", requestFileMark),
    }),
    "Quote request submitted successfully!",
  );
  keep({
    name: "a member's request to a company",
    values: [requestMark, requestFileMark],
    entitled: ["bidder", "owner", "operator"],
  });

  // A signed-out buyer's quote to the owner's company: the owner replies, and the e-mailed
  // private link opens the conversation.
  const threadMark = mark("Threaditem");
  const replyMark = mark("Threadreply");
  const threadFileMark = mark("Threadfile");
  const stranger = site.visitor();
  const strangerEmail = `${mark("stranger")}@example.com`;
  expectText(
    await stranger.press(await stranger.get(`/vendors/${OWNER_CO}/quote`), "Submit Request", {
      Category: "Equipment",
      "Item / Service": threadMark,
      Quantity: "12",
      Name: "Sid Stranger",
      Email: strangerEmail,
    }),
    "Quote request submitted successfully!",
  );
  const inbox = await owner.get("/account/inbox");
  const requestHref = (subject: string) =>
    inbox.screen.getByRole("link", { name: new RegExp(subject) }).getAttribute("href")!;
  const request = requestHref(requestMark).split("/").at(-1)!;
  const thread = requestHref(threadMark).split("/").at(-1)!;
  const ownerRequest = await owner.get(`/account/inbox/${request}`);
  const requestFile = /\/files\/([^/"?]+)/.exec(
    ownerRequest.screen.getByRole("link", { name: "bracket-drawing.pdf" }).getAttribute("href")!,
  )![1]!;
  const threadPage = await owner.get(`/account/inbox/${thread}`);
  await owner.press(threadPage, "Send reply", {
    Reply: replyMark,
    "Attachments (optional)": pdf("plan.pdf", threadFileMark),
  });
  const link = await site.linkTo(strangerEmail, "/requests/t/");
  const threadToken = /^\/requests\/t\/([^/?#]+)/.exec(link)![1]!;
  const buyerThread = await stranger.get(`/requests/t/${threadToken}`);
  const threadFile = /\/files\/([^/"?]+)/.exec(
    buyerThread.screen.getByRole("link", { name: "plan.pdf" }).getAttribute("href")!,
  )![1]!;
  keep({
    name: "a signed-out buyer's conversation",
    values: [threadMark, replyMark, threadFileMark, strangerEmail],
    // Operators read every submission in the console (decision 081).
    entitled: ["owner", "operator"],
    bearer: [threadToken],
  });
  keep({
    name: "a conversation's private link",
    values: [threadToken],
    entitled: [],
    bearer: [threadToken],
  });

  // The owner's shortlist, with a note, shared by a read-only link.
  const listName = mark("Shortlistname");
  const note = mark("Shortlistnote");
  const listId = (await repo.shortlists.create(ownerId, listName))!;
  await repo.shortlists.add(ownerId, await vendorId(BIDDER_CO), listId);
  await repo.shortlists.setNote(listId, await vendorId(BIDDER_CO), note);
  const shareToken = await repo.shortlists.share(listId);
  keep({
    name: "a shortlist and its note",
    values: [listName, note],
    entitled: ["owner"],
    bearer: [shareToken],
  });
  keep({
    name: "a shortlist's read-only link",
    values: [shareToken],
    entitled: [],
    bearer: [shareToken],
  });

  // The bidder claims a listing with a document.
  const claimMessage = `${mark("Claimmessage")} I am the managing director of this company.`;
  const evidenceMark = mark("Evidence");
  const claimPage = await bidder.get(`/vendors/${CLAIMED_CO}/claim`);
  expectText(
    await bidder.press(claimPage, "Send claim", {
      "How do you represent this company?": claimMessage,
      Document: pdf("company-letter.pdf", evidenceMark),
    }),
    "Thank you: your claim is sent.",
  );
  const claim = await site.db
    .selectFrom("vendor_claims")
    .select("id")
    .where("claimant_id", "=", bidderId)
    .executeTakeFirstOrThrow();
  keep({
    name: "a claim and its evidence",
    values: [claimMessage.split(" ")[0]!, evidenceMark],
    entitled: ["bidder", "operator"],
  });

  // The owner posts a job; the bidder applies with a CV; the owner keeps a private note.
  const [company] = await repo.hiring.companiesOf(ownerId);
  const jobForm = await owner.get("/account/jobs/new");
  const posted = await pressIn(owner, jobForm, "New job", "Publish job", {
    "Job title": "Category Buyer",
    Location: "Lisbon, Portugal",
    "Applications close on": "2099-12-31",
    "Salary from (a year)": "60000",
    "Salary to (a year)": "80000",
    "Job Type": "Contract",
    Category: "Logistics",
    "About the Role": "Run our indirect categories across Europe.",
    Requirements: "Five years in procurement",
  });
  const job = /\/account\/jobs\/(p-[0-9a-f-]+)/.exec(posted.path)?.[1];
  if (!job) throw new Error(`job: ${posted.path} ${posted.main.slice(0, 500)}`);
  const letter = mark("Coverletter");
  const cvMark = mark("Cvfile");
  expectText(
    // Signed in, the application is sent as the account (decision 231).
    await bidder.press(await bidder.get(`/jobs/${job}/apply`), "Submit Application", {
      "Cover Letter": letter,
      "Resume / CV": pdf("cv.pdf", cvMark),
    }),
    "Application submitted successfully",
  );
  keep({ name: "a job application", values: [letter, cvMark], entitled: ["bidder", "owner"] });
  const employerNote = mark("Employernote");
  const application = await site.db
    .selectFrom("company_requests")
    .select("submission_id as id")
    .where("buyer_id", "=", bidderId)
    .where("job_id", "=", job)
    .executeTakeFirstOrThrow();
  if (!(await repo.hiring.review(ownerId, application.id, { note: employerNote })))
    throw new Error("note");
  keep({
    name: "an employer's note on an application",
    values: [employerNote],
    entitled: ["owner"],
  });
  const applicationPage = await owner.get(`/account/inbox/${application.id}`);
  const applicationFile = /\/files\/([^/"?]+)/.exec(
    applicationPage.screen.getByRole("link", { name: "cv.pdf" }).getAttribute("href")!,
  )![1]!;

  // The bidder reviews the owner's company: public, but not who wrote it by account.
  const review = await repo.reviews.create(
    await vendorId(OWNER_CO),
    { id: bidderId, name: bidder.name },
    {
      rating: 4,
      title: "Steady partner",
      body: "Reliable delivery and clear invoices over two years of framework orders.",
      relationship: "Current customer",
    },
  );
  if (!review.ok) throw new Error("review");

  // The owner posts freelance work; the bidder proposes with a file.
  const freelance = (await repo.freelance.create(
    ownerId,
    {
      companyId: company!.id,
      title: "Supplier scorecard",
      description: "Build our supplier scorecard in a spreadsheet.",
      category: "Technology",
      skills: ["Excel"],
      isRemote: true,
      location: "Remote",
      budgetType: "fixed",
      budget: 2500,
      duration: "Less than 1 month",
      closesOn: "2099-12-31",
    },
    true,
  ))!;
  const proposalMessage = mark("Proposalmessage");
  const proposalFileMark = mark("Proposalfile");
  expectText(
    await bidder.press(await bidder.get(`/jobs/freelance/${freelance}`), "Send proposal", {
      "Your price (USD, fixed total)": "2417",
      "Timeline (days)": "14",
      Message: proposalMessage,
      "Files (optional)": pdf("portfolio.pdf", proposalFileMark),
    }),
    "Your proposal is sent.",
  );
  const proposal = await site.db
    .selectFrom("freelance_proposals")
    .innerJoin(
      "freelance_proposal_files",
      "freelance_proposal_files.proposal_id",
      "freelance_proposals.id",
    )
    .select(["freelance_proposals.id as id", "freelance_proposal_files.id as file"])
    .where("freelance_proposals.post_id", "=", freelance)
    .executeTakeFirstOrThrow();
  keep({
    name: "a freelance proposal",
    values: [proposalMessage, proposalFileMark],
    entitled: ["bidder", "owner"],
  });

  // Profiles: the bidder listed in the directory, the member not, with a bio of their own.
  const bio = mark("Privatebio");
  const bidderProfile = await repo.community.profiles.save(
    { id: bidderId, name: bidder.name },
    { listed: true, role: "Buyer", region: "", organisation: "", bio: "Listed member." },
  );
  const memberProfile = await repo.community.profiles.save(
    { id: memberId, name: member.name },
    { listed: false, role: "", region: "", organisation: "", bio },
  );
  keep({ name: "an unlisted member's profile", values: [bio], entitled: ["member"] });

  // A message to a listing without an owner: the site's mailbox, read in the console.
  const contactMark = mark("Contactmessage");
  const contact = await member.get(`/vendors/${UNOWNED_CO}/contact`);
  expectText(
    // Signed in, the form is sent as the member's account and asks for no name or e-mail.
    await member.press(contact, "Send Message", {
      Message: `${contactMark} please call me back about reefers.`,
    }),
    "Message sent successfully!",
  );
  const submission = await site.db
    .selectFrom("submissions")
    .select("id")
    .where("form", "=", "contact-vendor")
    .orderBy("received_at", "desc")
    .executeTakeFirstOrThrow();
  keep({ name: "a message to the site's mailbox", values: [contactMark], entitled: ["operator"] });

  // The member turns on two-step sign-in: its key and recovery codes go to nobody after.
  const account = await member.get("/account");
  const enrolling = await pressIn(
    member,
    account,
    "Turn on two-step sign-in",
    "Turn On Two-Step Sign-In",
    { "Your password": MEMBER_PASSWORD },
  );
  const key = (enrolling.document.querySelector("dd code")?.textContent ?? "").trim();
  const recovery = within(enrolling.screen.getByRole("list", { name: "Recovery codes" }))
    .getAllByRole("listitem")
    .map((li) => (li.textContent ?? "").trim());
  expectText(
    await pressIn(member, enrolling, "Confirm two-step sign-in", "Confirm Code", {
      "Code from your app": codeFor(key),
    }),
    "Two-step sign-in is on.",
  );
  keep({
    name: "a two-step sign-in key and recovery codes",
    values: [key, ...recovery],
    entitled: [],
  });

  // What the accounts keep: password hashes, sessions, the stored second factor.
  const stored = async (query: ReturnType<typeof sql<Record<string, unknown>>>) =>
    (await query.execute(site.db)).rows.flatMap((r) =>
      Object.values(r)
        .map(String)
        .filter((v) => v.length >= 16),
    );
  keep({
    name: "password hashes",
    values: await stored(
      sql`select password from ${sql.table("account")} where password is not null`,
    ),
    entitled: [],
  });
  keep({
    name: "session tokens",
    values: await stored(sql`select token from ${sql.table("session")}`),
    entitled: [],
  });
  // A member sees their own sessions' ids (to end one), nobody else's.
  for (const [viewer, id] of [
    ["member", memberId],
    ["bidder", bidderId],
    ["owner", ownerId],
    ["operator", await idOf(operator.email)],
  ] as const) {
    keep({
      name: `the ${viewer}'s sessions`,
      values: await stored(
        sql`select id from ${sql.table("session")} where ${sql.ref("userId")} = ${id}`,
      ),
      entitled: [viewer],
    });
  }
  keep({
    name: "stored second factors",
    values: await stored(
      sql`select secret, ${sql.ref("backupCodes")} from ${sql.table("twoFactor")}`,
    ),
    entitled: [],
  });

  // Account ids and the names files are stored under stay on the server. (A form's attachment
  // is stored under its id, which its download link names: not a secret.)
  keep({
    name: "account ids",
    values: [memberId, bidderId, ownerId, await idOf(operator.email)],
    entitled: [],
  });
  const column = async (table: string, name: string) =>
    (
      await sql<{
        v: string | null;
      }>`select ${sql.ref(name)} as v from ${sql.table(table)}`.execute(site.db)
    ).rows.flatMap((r) => (r.v && r.v.length >= 8 ? [r.v] : []));
  keep({
    name: "stored file names",
    values: [
      ...(await column("tender_documents", "file")),
      ...(await column("bid_documents", "file")),
      ...(await column("freelance_proposal_files", "file")),
      ...(await column("vendor_claims", "evidence_file")),
      ...(await column("company_certificates", "file")),
    ],
    entitled: [],
  });

  // E-mail addresses: one's own; a company's owner sees who wrote to it; operators see members'.
  keep({ name: "the member's e-mail", values: [member.email], entitled: ["member", "operator"] });
  keep({
    name: "the bidder's e-mail",
    values: [bidder.email],
    entitled: ["bidder", "owner", "operator"],
  });
  keep({ name: "the owner's e-mail", values: [owner.email], entitled: ["owner", "operator"] });
  keep({ name: "the operator's e-mail", values: [operator.email], entitled: ["operator"] });

  const first = async <T>(query: Promise<T | undefined>, what: string) => {
    const found = await query;
    if (!found) throw new Error(`No ${what} in the sample data`);
    return found;
  };
  const articleOf = (kind: string) =>
    first(
      site.db
        .selectFrom("articles")
        .select(["id", "slug"])
        .where("kind", "=", kind)
        .where("status", "=", "published")
        .executeTakeFirst(),
      `${kind} article`,
    );
  const group = await first(
    site.db.selectFrom("groups").select(["id", "slug"]).executeTakeFirst(),
    "group",
  );
  const groupThread = await first(
    site.db
      .selectFrom("forum_threads")
      .select("id")
      .where("group_id", "=", group.id)
      .executeTakeFirst(),
    "group thread",
  );
  const ideaThread = await first(
    site.db
      .selectFrom("forum_threads")
      .select("id")
      .where("group_id", "is", null)
      .executeTakeFirst(),
    "idea thread",
  );
  const news = await articleOf("news");
  const training = await first(
    site.db.selectFrom("training_events").select("slug").executeTakeFirst(),
    "training event",
  );
  const sampleProject = await first(
    site.db.selectFrom("projects").select("id").executeTakeFirst(),
    "sample project",
  );

  return {
    viewers: { visitor: site.visitor(), member, bidder, owner, operator },
    secrets,
    ids: {
      sealed: sealed.id,
      awarded,
      invited,
      draft,
      sealedDocument,
      sealedBid: sealedBidRow.bid,
      sealedBidDocument: sealedBidRow.document,
      sampleProject: sampleProject.id,
      ownerCompany: OWNER_CO,
      bidderCompany: BIDDER_CO,
      claimedVendor: CLAIMED_CO,
      claim: claim.id,
      job,
      freelance,
      proposal: proposal.id,
      proposalFile: proposal.file,
      request,
      requestFile,
      application: application.id,
      applicationFile,
      thread,
      threadToken,
      threadFile,
      shareToken,
      submission: submission.id,
      bidderHandle: bidderProfile.handle,
      memberHandle: memberProfile.handle,
      group: group.slug,
      groupThread: groupThread.id,
      ideaThread: ideaThread.id,
      news: news.slug,
      caseStudy: (await articleOf("case-study")).slug,
      guide: (await articleOf("compliance")).slug,
      article: news.id,
      training: training.slug,
    },
  };
}
