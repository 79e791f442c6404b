import { data, redirect, type AppLoadContext } from "react-router";
import { parseForm } from "~/domain/form-parse";
import { tooManyMessage } from "~/domain/limits";
import {
  BID_REFUSALS,
  bidsUnsealed,
  localToUtc,
  mayBid,
  parsePrice,
  questionsOpen,
  TENDER_FORM_MAX_BYTES,
  TENDER_LIMITS,
  type BidRefusal,
} from "./rules";
import { bidSchema, publishProblem, tenderSchema, type TenderValues } from "./schema";
import type { ReviewValues } from "~/domain/review-schema";
import { notFound, requireMember, type Viewer } from "~/lib/access.server";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { downloadResponse } from "~/lib/download";
import { fieldText as text, textOf } from "~/lib/form-data";
import { readFormData, SEND_AGAIN } from "~/lib/form-data.server";
import { tellOf } from "~/lib/tell.server";
import type { StoredDocument } from "../../../server/files/document-files";
import { TENDER_NOTICES, type TenderNotice } from "./notices";
import { tenderViewFor, type TenderView } from "./view";

// Tenders' loaders and actions (issue 24): who may do what is asked here, on the server, before
// anything is read or written, and the data layer (data/) checks the same again
// inside its writes. Bids stay sealed in the queries themselves.

const texts = (form: FormData, name: string) => form.getAll(name).map(textOf);

export { tellOf };

const FORM_LIMIT = TENDER_FORM_MAX_BYTES;

export const FILE_PROBLEMS = {
  "too-large": "Each document must be less than 10MB.",
  type: "Documents must be PDF, Word, Excel, CSV, PNG or JPEG files.",
  count: `Attach at most ${TENDER_LIMITS.documentsMax} documents.`,
} as const;

/** Stores each posted document; a problem with any of them refuses them all. */
async function storeDocuments(
  context: AppLoadContext,
  form: FormData,
  name: string,
): Promise<{ ok: true; documents: StoredDocument[] } | { ok: false; problem: string }> {
  const files = form.getAll(name).filter((f): f is File => typeof f !== "string" && f.size > 0);
  if (files.length > TENDER_LIMITS.documentsMax) return { ok: false, problem: FILE_PROBLEMS.count };
  const documents: StoredDocument[] = [];
  for (const file of files) {
    const stored = await context.tenderFiles.store(file);
    if (!stored.ok) {
      await forget(context, documents);
      return { ok: false, problem: FILE_PROBLEMS[stored.problem] };
    }
    documents.push(stored.document);
  }
  return { ok: true, documents };
}

/** Removes documents stored for a write that was then refused: nothing refers to them. */
const forget = (context: AppLoadContext, documents: readonly StoredDocument[]) =>
  context.tenderFiles.remove(documents.map((d) => d.file));

async function takeLimit(
  context: AppLoadContext,
  rule: "tender-publish" | "tender-question" | "tender-bid",
  member: Viewer,
): Promise<string | null> {
  const decision = await context.limits.take(rule, member.id);
  return decision.allowed ? null : tooManyMessage(decision.retryAfter);
}

// ---- Publishing.

export interface TenderFormValues {
  title: string;
  description: string;
  kind: string;
  region: string;
  sector: string;
  budget: string;
  budgetHidden: boolean;
  visibility: string;
  buyer: string;
  buyerName: string;
  questionDeadline: string;
  bidDeadline: string;
  items: { item: string; quantity: string; unit: string; specification: string }[];
  criteria: { name: string; weight: string }[];
}

export interface TenderFormResult {
  errors: Partial<Record<string, string>>;
  values: TenderFormValues;
}

export interface NewTenderPage {
  companies: { id: string; name: string }[];
  values: TenderFormValues;
}

export function emptyTenderValues(prefill: { title?: string; description?: string } = {}) {
  return {
    title: prefill.title ?? "",
    description: prefill.description ?? "",
    kind: "tender",
    region: "",
    sector: "",
    budget: "",
    budgetHidden: false,
    visibility: "public",
    buyer: "",
    buyerName: "",
    questionDeadline: "",
    bidDeadline: "",
    items: [],
    criteria: [],
  } satisfies TenderFormValues;
}

export async function loadNewTender(
  context: AppLoadContext,
  request: Request,
): Promise<NewTenderPage> {
  const member = requireMember(context, request);
  const params = new URL(request.url).searchParams;
  const companies = (await context.repo.companies.ownedBy(member.id))
    .filter((c) => c.status === "approved")
    .map((c) => ({ id: c.id, name: c.name }));
  return {
    companies,
    values: emptyTenderValues({
      title: params.get("title")?.slice(0, TENDER_LIMITS.titleMax),
      description: params.get("description")?.slice(0, TENDER_LIMITS.descriptionMax),
    }),
  };
}

function readTenderForm(form: FormData): TenderFormValues {
  const item = texts(form, "item");
  const quantity = texts(form, "quantity");
  const unit = texts(form, "unit");
  const specification = texts(form, "specification");
  const items = item
    .map((_, i) => ({
      item: item[i] ?? "",
      quantity: quantity[i] ?? "",
      unit: unit[i] ?? "",
      specification: specification[i] ?? "",
    }))
    .filter((row) => Object.values(row).some((v) => v.trim() !== ""));
  const names = texts(form, "criterion");
  const weights = texts(form, "weight");
  const criteria = names
    .map((name, i) => ({ name, weight: weights[i] ?? "" }))
    .filter((c) => c.name.trim() !== "" || c.weight.trim() !== "");
  return {
    title: text(form, "title"),
    description: text(form, "description"),
    kind: text(form, "kind") || "tender",
    region: text(form, "region"),
    sector: text(form, "sector"),
    budget: text(form, "budget"),
    budgetHidden: form.get("budgetHidden") === "on",
    visibility: text(form, "visibility") || "public",
    buyer: text(form, "buyer"),
    buyerName: text(form, "buyerName"),
    questionDeadline: text(form, "questionDeadline"),
    bidDeadline: text(form, "bidDeadline"),
    items,
    criteria,
  };
}

/** The viewer's offset from UTC in minutes, as the form's script reports it (UTC without it). */
function offsetOf(form: FormData): number {
  const raw = Number(text(form, "tzOffset"));
  return Number.isInteger(raw) && Math.abs(raw) <= 14 * 60 ? raw : 0;
}

const wholeNumber = (v: string) => (/^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN);

export async function newTenderAction(
  context: AppLoadContext,
  request: Request,
  clock: Clock = systemClock,
) {
  const member = requireMember(context, request);
  const form = await readFormData(request, FORM_LIMIT);
  const now = readClock(clock);
  const empty = emptyTenderValues();
  if (form === "too-large")
    return data<TenderFormResult>(
      { errors: { documents: FILE_PROBLEMS["too-large"] }, values: empty },
      413,
    );
  if (form === "malformed")
    return data<TenderFormResult>({ errors: { form: SEND_AGAIN }, values: empty }, 400);
  const values = readTenderForm(form);
  const publish = text(form, "intent") === "publish";
  const refuse = (errors: TenderFormResult["errors"], status = 400) =>
    data<TenderFormResult>({ errors, values }, status);

  const companies = await context.repo.companies.ownedBy(member.id);
  const company = values.buyer
    ? companies.find((c) => c.id === values.buyer && c.status === "approved")
    : undefined;
  if (values.buyer && !company) return refuse({ buyer: "Please choose one of your companies." });
  const offset = offsetOf(form);
  const budgetText = values.budget.replace(/[\s,$]/g, "");
  const input = {
    ...values,
    budget: budgetText === "" ? null : wholeNumber(budgetText),
    buyerName: company ? company.name : values.buyerName,
    questionDeadline: localToUtc(values.questionDeadline, offset) ?? "",
    bidDeadline: localToUtc(values.bidDeadline, offset) ?? "",
    items: values.items.map((i) => ({ ...i, quantity: wholeNumber(i.quantity) })),
    criteria: values.criteria.map((c) => ({ name: c.name, weight: wholeNumber(c.weight) })),
  };
  const parsed = parseForm(tenderSchema, input, (issue) =>
    issue.path[0] === "items" || issue.path[0] === "criteria"
      ? String(issue.path[0])
      : String(issue.path[0]),
  );
  if (!parsed.ok) {
    const errors: TenderFormResult["errors"] = { ...parsed.errors };
    if (errors.budget) errors.budget = "The budget is a whole number of US dollars.";
    if (errors.criteria)
      errors.criteria = "Each criterion needs a name and a weight from 1 to 100.";
    return refuse(errors);
  }
  if (publish) {
    const problem = publishProblem(parsed.value, now);
    if (problem) return refuse({ bidDeadline: problem });
    const limited = await takeLimit(context, "tender-publish", member);
    if (limited) return refuse({ form: limited }, 429);
  }
  const stored = await storeDocuments(context, form, "documents");
  if (!stored.ok) return refuse({ documents: stored.problem });
  const id = await context.repo.tenders.create(
    member,
    parsed.value as TenderValues,
    stored.documents,
    { publish, buyerVendorId: company?.id ?? null },
    now,
  );
  return redirect(`/projects/${id}${publish ? "?published=1" : ""}`);
}

// ---- The tender's page.

export type TenderPageData =
  | {
      kind: "sample";
      project: Awaited<ReturnType<AppLoadContext["repo"]["projects"]["all"]>>[number];
    }
  | {
      kind: "tender";
      now: string;
      tender: TenderView;
      viewer: { signedIn: boolean; isBuyer: boolean; isOperator: boolean };
      questions: { id: string; body: string; answer: string | null; answeredAt: string | null }[];
      myQuestions: { id: string; body: string; answer: string | null }[];
      questionsOpen: boolean;
      bidCount: number | null;
      myBids: {
        id: string;
        vendorId: string;
        vendorName: string;
        total: number;
        reconfirm: boolean;
      }[];
      /** The member's approved companies that may still bid now. */
      canBidWith: { id: string; name: string }[];
      invitations: { id: string; slug: string; name: string }[];
      unsealed: boolean;
      /** For the buyer of an awarded tender: their review of the awarded company, if any. */
      awardReview: AwardReview | null;
    };

/** What the buyer of an awarded tender is offered: write, or make verified, their review. */
export interface AwardReview {
  /** Their review of the awarded company as stored (then the form edits it), or null. */
  own: ReviewValues | null;
  /** Their review is a verified buyer's already (from this tender or another). */
  verified: boolean;
}

/**
 * The project page's data: a tender, a sample project, or 404 (with the page's own not-found
 * screen) for anything else, hidden tenders included.
 */
export async function loadProjectPage(
  context: AppLoadContext,
  request: Request,
  id: string,
  now = new Date(),
) {
  let page: TenderPageData;
  try {
    page = await loadTenderPage(context, id, now);
  } catch (thrown) {
    if ((thrown as { init?: ResponseInit }).init?.status === 404)
      return data({ page: null, notice: null }, 404);
    throw thrown;
  }
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  const notice: TenderNotice | null = params.has("published")
    ? "published"
    : done && Object.hasOwn(TENDER_NOTICES, done)
      ? (done as TenderNotice)
      : page.kind === "tender" && page.tender.phase === "draft"
        ? "draft"
        : null;
  return { page, notice };
}

export async function loadTenderPage(
  context: AppLoadContext,
  id: string,
  now = new Date(),
): Promise<TenderPageData> {
  const viewer = context.user;
  const tender = await context.repo.tenders.detail(id, viewer, now);
  if (!tender) {
    const sample = (await context.repo.projects.all()).find((p) => p.id === id);
    if (!sample) notFound();
    return { kind: "sample", project: sample };
  }
  const isBuyer = viewer?.id === tender.buyerId;
  const awarded = isBuyer && tender.phase === "awarded" ? tender.award : null;
  const [questions, myQuestions, bidCount, myBids, companies, invitations, ownReview] =
    await Promise.all([
      context.repo.tenders.questions(id, isBuyer),
      viewer && !isBuyer ? context.repo.tenders.questionsBy(id, viewer.id) : [],
      isBuyer || viewer?.isOperator ? context.repo.tenders.bidCount(id) : null,
      viewer ? context.repo.tenders.ownBids(id, viewer.id) : [],
      viewer && !isBuyer ? context.repo.companies.ownedBy(viewer.id) : [],
      isBuyer ? context.repo.tenders.invitations(id) : [],
      awarded && viewer ? context.repo.reviews.byAuthor(awarded.vendorId, viewer.id) : undefined,
    ]);
  const invitedIds = new Set(
    tender.visibility === "invited" && viewer
      ? (await context.repo.tenders.invitations(id)).map((i) => i.id)
      : [],
  );
  const bidFor = new Set(myBids.map((b) => b.vendor.id));
  const canBidWith = companies
    .filter(
      (c) =>
        mayBid(
          {
            tender,
            company: { ownerId: c.ownerId, status: c.status, invited: invitedIds.has(c.id) },
            memberId: viewer!.id,
            hasBid: bidFor.has(c.id),
          },
          now,
        ) === null,
    )
    .map((c) => ({ id: c.id, name: c.name }));
  return {
    kind: "tender",
    now: now.toISOString(),
    tender: tenderViewFor(tender, { isBuyer }),
    viewer: { signedIn: !!viewer, isBuyer, isOperator: !!viewer?.isOperator },
    questions: questions.map((q) => ({
      id: q.id,
      body: q.body,
      answer: q.answer,
      answeredAt: q.answeredAt,
    })),
    myQuestions: myQuestions
      .filter((q) => q.answer === null)
      .map((q) => ({ id: q.id, body: q.body, answer: q.answer })),
    questionsOpen: questionsOpen(tender, now),
    bidCount,
    myBids: myBids.map((b) => ({
      id: b.id,
      vendorId: b.vendor.id,
      vendorName: b.vendor.name,
      total: b.total,
      reconfirm: b.reconfirm,
    })),
    canBidWith,
    invitations: invitations.map((i) => ({ id: i.id, slug: i.slug, name: i.name })),
    unsealed: bidsUnsealed(tender, now),
    awardReview: awarded
      ? {
          own: ownReview
            ? {
                rating: String(ownReview.rating),
                title: ownReview.title,
                body: ownReview.body,
                relationship: ownReview.relationship,
              }
            : null,
          verified: ownReview?.verifiedBuyer ?? false,
        }
      : null,
  };
}

export interface TenderActionResult {
  error: string;
  field?: string;
}

const REASONS: Record<string, string> = {
  "not-found": "This tender cannot be changed by you.",
  closed: "That is no longer possible: the tender has moved on.",
  shorter: "A deadline can be extended, never shortened.",
  "deadline-passed": "The bid deadline has passed: set a later one before publishing.",
  published: "The tender is published already.",
  "no-vendor": "That company is not listed.",
  "own-tender": "You cannot ask questions on your own tender.",
  "no-bid": "Please choose one of the bids.",
  reason: "Please give the reason for making no award.",
};

/** The tender page's forms: publish, ask, answer, amend, cancel, invite, withdraw. */
export async function tenderAction(
  context: AppLoadContext,
  request: Request,
  id: string,
  clock: Clock = systemClock,
) {
  const member = requireMember(context, request);
  const form = await readFormData(request, 64 * 1024);
  if (typeof form === "string") return data<TenderActionResult>({ error: SEND_AGAIN }, 400);
  const intent = text(form, "intent");
  const tell = tellOf(context);
  const done = (notice: TenderNotice, hash = "") =>
    redirect(`/projects/${id}?done=${notice}${hash}`);
  const fail = (reason: string, field?: string, status = 409) =>
    data<TenderActionResult>({ error: REASONS[reason] ?? reason, field }, status);
  const tender = await context.repo.tenders.visible(id, member, readClock(clock));
  if (!tender) notFound();

  // Each write below reads `clock` itself, inside its transaction: its deadline is checked
  // against the time the change is made, not the time the request began to arrive.
  switch (intent) {
    case "publish": {
      const limited = await takeLimit(context, "tender-publish", member);
      if (limited) return fail(limited, undefined, 429);
      const result = await context.repo.tenders.publish(id, member.id, clock);
      return result.ok ? done("published") : fail(result.reason);
    }
    case "delete": {
      if (!(await context.repo.tenders.deleteDraft(id, member.id))) return fail("not-found");
      return redirect("/account/tenders?deleted=1");
    }
    case "ask": {
      const body = text(form, "question").trim();
      if (!body) return fail("Please write your question.", "question", 400);
      if ([...body].length > TENDER_LIMITS.questionMax)
        return fail(
          `A question is at most ${TENDER_LIMITS.questionMax} characters.`,
          "question",
          400,
        );
      const limited = await takeLimit(context, "tender-question", member);
      if (limited) return fail(limited, "question", 429);
      const result = await context.repo.tenders.ask(id, member, body, clock, tell);
      return result.ok ? done("asked", "#questions") : fail(result.reason, "question");
    }
    case "answer": {
      const body = text(form, "answer").trim();
      if (!body) return fail("Please write your answer.", `answer-${text(form, "question")}`, 400);
      const result = await context.repo.tenders.answer(
        id,
        text(form, "question"),
        member.id,
        body.slice(0, TENDER_LIMITS.answerMax),
        clock,
        tell,
      );
      return result.ok ? done("answered", "#questions") : fail(result.reason);
    }
    case "amend": {
      const body = text(form, "addendum").trim();
      if (!body) return fail("Please describe the change.", "addendum", 400);
      const local = text(form, "bidDeadline").trim();
      const deadline = local ? localToUtc(local, offsetOf(form)) : null;
      if (local && !deadline) return fail("Please choose a date and time.", "bidDeadline", 400);
      const result = await context.repo.tenders.amend(
        id,
        member.id,
        { body: body.slice(0, TENDER_LIMITS.addendumMax), bidDeadline: deadline },
        clock,
        tell,
      );
      return result.ok ? done("amended") : fail(result.reason, "bidDeadline");
    }
    case "cancel": {
      const reason = text(form, "reason").trim();
      if (!reason) return fail("Please give the reason, for the bidders.", "reason", 400);
      const result = await context.repo.tenders.cancel(
        id,
        { id: member.id, asOperator: false },
        reason.slice(0, TENDER_LIMITS.reasonMax),
        clock,
        tell,
      );
      return result.ok ? done("cancelled") : fail(result.reason);
    }
    case "invite": {
      const slug = text(form, "company").trim();
      const vendor = slug ? await context.repo.vendors.bySlug(slug) : undefined;
      if (!vendor) return fail("No listed company has that address.", "company", 400);
      const result = await context.repo.tenders.invite(id, member.id, vendor.id, clock, tell);
      return result.ok ? done("invited") : fail(result.reason, "company");
    }
    case "withdraw": {
      const result = await context.repo.tenders.withdrawBid(text(form, "bid"), member, clock);
      if (!result.ok) return fail(result.reason);
      await context.tenderFiles.remove(result.files);
      return done("withdrawn");
    }
    default:
      return fail("Unknown action.", undefined, 400);
  }
}

/** A tender document, for anyone who may see the tender. */
export async function tenderDocumentResponse(
  context: AppLoadContext,
  id: string,
  documentId: string,
) {
  const tender = await context.repo.tenders.visible(id, context.user, new Date());
  if (!tender) notFound();
  const doc = await context.repo.tenders.document(id, documentId);
  const content = doc ? await context.tenderFiles.open(doc.file) : null;
  if (!doc || !content) notFound();
  return downloadResponse({
    name: doc.name,
    contentType: doc.content_type,
    size: Number(doc.size),
    open: () => content,
  });
}

/** A bid's document: for its owner, or for the buyer once bids are open. */
export async function bidDocumentResponse(
  context: AppLoadContext,
  request: Request,
  bidId: string,
  documentId: string,
) {
  const member = requireMember(context, request);
  const doc = await context.repo.tenders.bidDocument(bidId, documentId, member.id);
  const content = doc ? await context.tenderFiles.open(doc.file) : null;
  if (!doc || !content) notFound();
  return downloadResponse({
    name: doc.name,
    contentType: doc.content_type,
    size: Number(doc.size),
    open: () => content,
  });
}

// ---- Bidding.

export interface BidFormValues {
  company: string;
  prices: string[];
  deliveryDays: string;
  validUntil: string;
  message: string;
}

export interface BidPageData {
  tender: { id: string; title: string; bidDeadline: string; buyerName: string };
  items: { id: string; item: string; quantity: number; unit: string; specification: string }[];
  /** Companies the member may bid for, and their bid if placed (then it is edited). */
  companies: {
    id: string;
    name: string;
    bid: { id: string; values: BidFormValues; documents: { id: string; name: string }[] } | null;
  }[];
  company: string;
}

const priceText = (cents: number) => (cents / 100).toFixed(2);

export async function loadBidPage(
  context: AppLoadContext,
  request: Request,
  id: string,
  now = new Date(),
): Promise<BidPageData | { closed: true; title: string; id: string; reason: string }> {
  const member = requireMember(context, request);
  const tender = await context.repo.tenders.detail(id, member, now);
  if (!tender || (tender.kind !== "tender" && tender.kind !== "collaboration")) notFound();
  if (tender.phase !== "open")
    return { closed: true, id, title: tender.title, reason: BID_REFUSALS.closed };
  if (tender.buyerId === member.id)
    return { closed: true, id, title: tender.title, reason: BID_REFUSALS["own-tender"] };
  const [owned, bids, invitations] = await Promise.all([
    context.repo.companies.ownedBy(member.id),
    context.repo.tenders.ownBids(id, member.id),
    context.repo.tenders.invitations(id),
  ]);
  const invited = new Set(invitations.map((i) => i.id));
  const companies = owned
    .filter((c) => c.status === "approved")
    .filter((c) => tender.visibility === "public" || invited.has(c.id))
    .map((c) => {
      const bid = bids.find((b) => b.vendor.id === c.id);
      return {
        id: c.id,
        name: c.name,
        bid: bid
          ? {
              id: bid.id,
              values: {
                company: c.id,
                prices: tender.items.map((i) => {
                  const p = bid.prices.get(i.id);
                  return p === undefined ? "" : priceText(p);
                }),
                deliveryDays: String(bid.deliveryDays),
                validUntil: bid.validUntil,
                message: bid.message,
              },
              documents: bid.documents.map((d) => ({ id: d.id, name: d.name })),
            }
          : null,
      };
    });
  if (companies.length === 0) {
    const reason =
      owned.length === 0
        ? "Bids come from companies on the network. Register your company first; you can bid once it is approved."
        : tender.visibility === "invited"
          ? BID_REFUSALS["not-invited"]
          : BID_REFUSALS["company-not-approved"];
    return { closed: true, id, title: tender.title, reason };
  }
  const chosen = new URL(request.url).searchParams.get("company");
  return {
    tender: {
      id,
      title: tender.title,
      bidDeadline: tender.bidDeadline,
      buyerName: tender.buyerName,
    },
    items: tender.items,
    companies,
    company: companies.find((c) => c.id === chosen)?.id ?? companies[0]!.id,
  };
}

export interface BidFormResult {
  errors: Partial<Record<string, string>>;
  values: BidFormValues;
}

export async function bidAction(
  context: AppLoadContext,
  request: Request,
  id: string,
  clock: Clock = systemClock,
) {
  const member = requireMember(context, request);
  const form = await readFormData(request, FORM_LIMIT);
  const tender = await context.repo.tenders.detail(id, member, readClock(clock));
  if (!tender) notFound();
  const blank: BidFormValues = {
    company: "",
    prices: [],
    deliveryDays: "",
    validUntil: "",
    message: "",
  };
  if (typeof form === "string")
    return data<BidFormResult>(
      {
        errors: {
          form: form === "too-large" ? FILE_PROBLEMS["too-large"] : SEND_AGAIN,
        },
        values: blank,
      },
      form === "too-large" ? 413 : 400,
    );
  const values: BidFormValues = {
    company: text(form, "company"),
    prices: texts(form, "price"),
    deliveryDays: text(form, "deliveryDays"),
    validUntil: text(form, "validUntil"),
    message: text(form, "message"),
  };
  const refuse = (errors: BidFormResult["errors"], status = 400) =>
    data<BidFormResult>({ errors, values }, status);
  const errors: BidFormResult["errors"] = {};
  const prices = tender.items.map((_, i) => parsePrice(values.prices[i] ?? ""));
  prices.forEach((p, i) => {
    if (p === null) errors[`price-${i}`] = "Please give a unit price, such as 1250.00.";
  });
  const parsed = parseForm(bidSchema, {
    prices: prices.map((p) => p ?? 0),
    deliveryDays: wholeNumber(values.deliveryDays),
    validUntil: values.validUntil,
    message: values.message,
  });
  if (!parsed.ok) Object.assign(errors, { ...parsed.errors, prices: undefined });
  if (Object.values(errors).some(Boolean) || !parsed.ok) return refuse(errors);

  const limited = await takeLimit(context, "tender-bid", member);
  if (limited) return refuse({ form: limited }, 429);
  const stored = await storeDocuments(context, form, "documents");
  if (!stored.ok) return refuse({ documents: stored.problem });

  const existing = (await context.repo.tenders.ownBids(id, member.id)).find(
    (b) => b.vendor.id === values.company,
  );
  if (existing) {
    const result = await context.repo.tenders.updateBid(
      existing.id,
      member,
      parsed.value,
      stored.documents,
      clock,
    );
    if (!result.ok) {
      await forget(context, stored.documents);
      return refuse({ form: REASONS[result.reason] ?? result.reason }, 409);
    }
  } else {
    const result = await context.repo.tenders.placeBid(
      id,
      member,
      values.company,
      parsed.value,
      stored.documents,
      clock,
    );
    if (!result.ok) {
      await forget(context, stored.documents);
      return refuse(
        { form: BID_REFUSALS[result.reason as BidRefusal] ?? REASONS[result.reason] },
        409,
      );
    }
  }
  return redirect(`/projects/${id}?done=bid`);
}
