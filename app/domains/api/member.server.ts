import type { AppLoadContext } from "react-router";
import type { Viewer } from "~/lib/access.server";
import { decodeCursor, encodeCursor, readLimit } from "./cursor";
import { ApiProblem } from "./problem";
import { checkQuery, oneOfHint, optionOf } from "./query";
import type { ApiGrant } from "./tokens";
import { loadComparison } from "~/domains/tenders/index.server";
import { tenderBidsView } from "./tender-bids";
import { contractFileView } from "./contract-file";
import { units } from "./money";

// The API's member reads (docs/decisions/490): a company's own work, read by the same domain
// functions as its account pages, for the token's member, and kept to the token's company where
// the record names one (a request's company, a bid's company, a contract's supplier). A record of
// another company is "not found", as on the pages.

const REQUEST_STATES = ["new", "read", "replied", "closed"] as const;
/** The inbox's own page size: the API pages it as the page does. */
const INBOX_PAGE = 25;

const absent = (): never => {
  throw new ApiProblem(404);
};

const asOwner = (viewer: Viewer) => ({ ...viewer, isOperator: false });

/** The token's company's requests, newest first; the cursor is the inbox's next page. */
export async function myRequests(
  context: AppLoadContext,
  viewer: Viewer,
  grant: ApiGrant,
  url: URL,
) {
  const params = url.searchParams;
  const status = optionOf(params, "status", REQUEST_STATES);
  checkQuery(params, { status }, { status: oneOfHint(REQUEST_STATES) });
  if (params.has("limit")) readLimit(params.get("limit"));
  const page = Number(decodeCursor(params.get("cursor"))?.key ?? 1);
  if (!Number.isInteger(page) || page < 1)
    throw new ApiProblem(400, "The cursor is not one this API gave.");
  const found = await context.requests.inbox(asOwner(viewer), {
    status,
    company: grant.company.slug,
    page,
  });
  return {
    items: found.items.map((r) => ({
      id: r.id,
      kind: r.form,
      from: r.from,
      subject: r.subject,
      receivedAt: r.receivedAt,
      status: r.status,
      replyCount: r.replyCount,
    })),
    next: page * INBOX_PAGE < found.matches ? encodeCursor({ key: page + 1, id: "page" }) : null,
  };
}

/** One request to the token's company, with its conversation (opening it marks it read). */
export async function myRequest(
  context: AppLoadContext,
  viewer: Viewer,
  grant: ApiGrant,
  id: string,
) {
  const detail = (await context.requests.open(asOwner(viewer), id)) ?? absent();
  if (detail.company.id !== grant.company.id) absent();
  return {
    id: detail.id,
    kind: detail.form,
    from: detail.from,
    subject: detail.subject,
    receivedAt: detail.receivedAt,
    status: detail.status,
    fields: detail.fields.map((f) => ({ name: f.name, label: f.label, value: f.value })),
    replies: detail.replies.map((r) => ({
      id: r.id,
      side: r.side,
      authorName: r.authorName,
      body: r.body,
      createdAt: r.createdAt,
    })),
  };
}

/** A tender is the token's when the member buys it for the token's company, or for none. */
const tokensTender = (t: { buyerVendorId: string | null }, grant: ApiGrant) =>
  t.buyerVendorId === null || t.buyerVendorId === grant.company.id;

/** The member's tenders as a buyer: those of the token's company, and those naming none. */
export async function myTenders(context: AppLoadContext, viewer: Viewer, grant: ApiGrant) {
  const tenders = await context.repo.tenders.byBuyer(viewer.id);
  return {
    items: tenders
      .filter((t) => tokensTender(t, grant))
      .map((t) => ({
        id: t.id,
        title: t.title,
        phase: t.phase,
        visibility: t.visibility,
        publishedAt: t.publishedAt,
        bidDeadline: t.bidDeadline,
        questionCount: t.questionCount,
        // How many bids: never what they are before the deadline (sealed bids, decision 250).
        bidCount: t.bidCount,
        url: `${context.siteOrigin}/projects/${t.id}`,
      })),
    next: null,
  };
}

/**
 * The bids on one of the token's tenders, read by the buyer's comparison page's own function: 404
 * for anyone but the buyer, sealed (their number only) until the bid deadline by the server's
 * clock; the first reading after it is the opening, recorded in the tender's trail as the page's.
 */
export async function myTenderBids(
  context: AppLoadContext,
  request: Request,
  viewer: Viewer,
  grant: ApiGrant,
  id: string,
) {
  const own = (await context.repo.tenders.byBuyer(viewer.id)).find((t) => t.id === id);
  if (!own || !tokensTender(own, grant)) absent();
  return tenderBidsView(
    await loadComparison(context, request, asOwner(viewer), id, undefined, { every: true }),
    context.siteOrigin,
  );
}

/** The token's company's own bids, with the outcome. */
export async function myBids(context: AppLoadContext, viewer: Viewer, grant: ApiGrant) {
  const bids = await context.repo.tenders.bidsOf(viewer.id);
  return {
    items: bids
      .filter((b) => b.vendorId === grant.company.id)
      .map((b) => ({
        id: b.bidId,
        tenderId: b.tender.id,
        tenderTitle: b.tender.title,
        total: units(b.total),
        currency: b.tender.currency,
        updatedAt: b.updatedAt,
        outcome: b.outcome,
        url: `${context.siteOrigin}/projects/${b.tender.id}/bid`,
      })),
    next: null,
  };
}

/** Whether a contract is the token's: the member as buyer, or as supplier for its company. */
const onCompany = (
  c: { side: "buyer" | "supplier" | null; supplierVendorId?: string | null },
  grant: ApiGrant,
) =>
  c.side === "buyer" ||
  (c.side === "supplier" && (c.supplierVendorId ?? null) === grant.company.id);

export async function myContracts(context: AppLoadContext, viewer: Viewer, grant: ApiGrant) {
  const contracts = await context.repo.contracts.mine(viewer.id);
  return {
    items: contracts
      .filter((c) => onCompany(c, grant))
      .map((c) => ({
        id: c.id,
        reference: c.reference,
        title: c.title,
        status: c.status,
        side: c.side,
        counterparty: c.counterparty,
        value: units(c.value),
        currency: c.currency,
        updatedAt: c.updatedAt,
        url: `${context.siteOrigin}/contracts/${c.id}`,
      })),
    next: null,
  };
}

/**
 * One of the token's contracts as its party's page shows it, orders and invoices included, its
 * money in the currency's units as everywhere in the API (decision 537).
 */
export async function myContract(
  context: AppLoadContext,
  viewer: Viewer,
  grant: ApiGrant,
  id: string,
) {
  const file =
    (await context.repo.contracts.contractFile(id, { id: viewer.id, operator: false })) ?? absent();
  if (!onCompany({ side: file.side, supplierVendorId: file.supplier.vendorId }, grant)) absent();
  return contractFileView(file);
}
