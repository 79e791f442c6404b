import { data, redirect, type AppLoadContext } from "react-router";
import { notFound, type Viewer } from "~/lib/access.server";
import type { MoneyStyle } from "~/lib/format";
import { textOf } from "~/lib/form-data";
import { requestLocale } from "~/lib/locale";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import { tellOf } from "~/lib/tell.server";
import { parsePrice } from "~/domains/tenders/index";
import { sourceValue, type AwardSource } from "./data/drafting.server";
import type { InvoiceInput } from "./data/invoices.server";
import type { ContractFile, OrderView } from "./data/reads.server";
import {
  CONTRACT_LIMITS,
  isVatCategory,
  parseCountry,
  parseDate,
  parseQuantity,
  parseVatRate,
  UBL_UPLOAD_MAX_BYTES,
  vatRateFor,
} from "./rules";
import { readUploadedInvoice } from "./uploaded-invoice";

// The contract pages' loaders and the actions of their larger forms (issue 42): the buyer's draft
// from an award (/contracts/new), the contract's page, a new order, and the supplier's invoice.
// Each page is its parties' (operators read the contract's page, never a form): anyone else 404.

export interface FormResult {
  error: string;
}

const text = (form: FormData, name: string, max: number = CONTRACT_LIMITS.reasonMax) =>
  textOf(form.get(name)).trim().slice(0, max);
const money = (request: Request, currency: string): MoneyStyle => ({
  currency,
  locale: requestLocale(request),
});

/** The award the draft page names (?tender=<id>[&lot=<id>] or ?proposal=<id>), the buyer's only. */
async function awardSource(
  context: AppLoadContext,
  viewer: Viewer,
  url: URL,
): Promise<AwardSource> {
  const proposal = url.searchParams.get("proposal");
  if (proposal) {
    const source = await context.repo.contracts.proposalSource(viewer.id, proposal);
    return source ?? notFound();
  }
  const tenderId = url.searchParams.get("tender") ?? "";
  const tender = await context.repo.tenders.detail(tenderId, viewer);
  if (!tender || tender.buyerId !== viewer.id) notFound();
  if (tender.lots.length > 0) {
    // One contract per lot's final award, with that lot's items only (decision 451).
    const lot = Number(url.searchParams.get("lot"));
    const award = tender.lotAwards.find((a) => a.lot === lot && a.awardedAt !== null);
    if (!award?.bidId) notFound();
    const items = tender.items.filter((i) => i.lot === lot);
    const source = await context.repo.contracts.tenderSource(
      { ...tender, items, title: `${tender.title}, lot ${lot}` },
      award.bidId,
      String(lot),
    );
    return source ?? notFound();
  }
  if (!tender.awardBidId) notFound();
  const source = await context.repo.contracts.tenderSource(tender, tender.awardBidId, null);
  return source ?? notFound();
}

export async function loadDraft(context: AppLoadContext, request: Request, viewer: Viewer) {
  const source = await awardSource(context, viewer, new URL(request.url));
  const live = await context.repo.contracts.fromAward(source.key);
  if (live) throw redirect(`/contracts/${live}`);
  return {
    title: source.title,
    buyerName: source.buyerName,
    supplierName: source.supplierName,
    items: source.items,
    value: sourceValue(source),
    money: money(request, source.currency),
  };
}

export async function draftAction(
  context: AppLoadContext,
  request: Request,
  { viewer, form }: Posted,
) {
  const source = await awardSource(context, viewer, new URL(request.url));
  const periodStart = parseDate(text(form, "periodStart"));
  const periodEnd = parseDate(text(form, "periodEnd"));
  const buyerCountry = parseCountry(text(form, "country"));
  const vatCategory = text(form, "vatCategory");
  const rate = parseVatRate(text(form, "vatRate") || "0");
  if (!periodStart || !periodEnd || periodEnd < periodStart)
    return data<FormResult>(
      { error: "Please give a start and an end date, the end not before the start." },
      400,
    );
  if (!buyerCountry)
    return data<FormResult>({ error: "Please give your country as two letters, e.g. GB." }, 400);
  if (!isVatCategory(vatCategory) || rate === null)
    return data<FormResult>(
      { error: "Please choose the VAT category and give its rate in percent." },
      400,
    );
  const drafted = await context.repo.contracts.draft(
    source,
    {
      periodStart,
      periodEnd,
      buyerCountry,
      buyerVatId: text(form, "vatId", CONTRACT_LIMITS.vatIdMax) || null,
      vatCategory,
      vatRate: vatRateFor(vatCategory, rate),
    },
    tellOf(context),
  );
  if (!drafted.ok) {
    const live = await context.repo.contracts.fromAward(source.key);
    throw redirect(live ? `/contracts/${live}` : "/account/contracts");
  }
  return redirect(`/contracts/${drafted.id}?done=drafted`);
}

async function fileFor(context: AppLoadContext, viewer: Viewer, id: string): Promise<ContractFile> {
  const file = await context.repo.contracts.contractFile(id, {
    id: viewer.id,
    operator: viewer.isOperator === true,
  });
  return file ?? notFound();
}

export async function loadContract(
  context: AppLoadContext,
  request: Request,
  viewer: Viewer,
  id: string,
) {
  const file = await fileFor(context, viewer, id);
  return {
    file,
    // The documents are the two parties' only (decision 416): an operator's list is empty.
    documents: file.side ? await context.repo.contracts.documentsOf(id, viewer.id) : [],
    money: money(request, file.currency),
    done: new URL(request.url).searchParams.get("done"),
  };
}

/** The buyer's order form: an active contract's items, and what its value still leaves. */
export async function loadOrderForm(
  context: AppLoadContext,
  request: Request,
  viewer: Viewer,
  id: string,
) {
  const file = await fileFor(context, viewer, id);
  if (file.side !== "buyer") notFound();
  if (file.status !== "active") throw redirect(`/contracts/${id}`);
  const ordered = file.orders
    .filter((o) => o.status !== "rejected")
    .reduce((s, o) => s + o.total, 0);
  return {
    id,
    title: file.title,
    reference: file.reference,
    items: file.items,
    left: file.value - ordered,
    money: money(request, file.currency),
  };
}

export async function orderAction(context: AppLoadContext, { viewer, form }: Posted, id: string) {
  if ((await context.repo.contracts.sideFor(id, viewer.id)) !== "buyer") notFound();
  const quantities: Record<string, number> = {};
  for (const [name, value] of form.entries()) {
    if (!name.startsWith("qty-") || textOf(value).trim() === "") continue;
    const n = parseQuantity(textOf(value));
    if (n === null) return data<FormResult>({ error: "Quantities are whole numbers." }, 400);
    quantities[name.slice(4)] = n;
  }
  const deliveryDate = parseDate(text(form, "deliveryDate"));
  if (!deliveryDate) return data<FormResult>({ error: "Please give the delivery date." }, 400);
  const placed = await context.repo.contracts.placeOrder(
    id,
    viewer.id,
    { quantities, deliveryDate, note: text(form, "note", CONTRACT_LIMITS.noteMax) },
    tellOf(context),
  );
  if (!placed.ok) {
    if (placed.reason === "not-found") notFound();
    const error =
      placed.reason === "empty"
        ? "Please order at least one item."
        : placed.reason === "over-value"
          ? "This order is more than the contract's value leaves. Order less, or amend the contract first."
          : "Orders are placed against an active contract only.";
    return data<FormResult>({ error }, placed.reason === "closed" ? 409 : 400);
  }
  return redirect(`/contracts/${id}?done=order#order-${placed.id}`);
}

/** The supplier's invoice form for a confirmed order: its lines, as ordered. */
export async function loadInvoiceForm(
  context: AppLoadContext,
  request: Request,
  viewer: Viewer,
  id: string,
  orderId: string,
) {
  const file = await fileFor(context, viewer, id);
  const order: OrderView | undefined = file.orders.find((o) => o.id === orderId);
  if (file.side !== "supplier" || !order) notFound();
  if (order.status !== "confirmed") throw redirect(`/contracts/${id}#order-${orderId}`);
  return { id, title: file.title, order, money: money(request, file.currency) };
}

/** What the invoice form shows again after a refusal: the error, and every field as typed. */
export interface InvoiceFormResult {
  error: string;
  values: Record<string, string>;
}

const typedValues = (form: FormData) =>
  Object.fromEntries(
    [...form.entries()]
      .filter((e): e is [string, string] => typeof e[1] === "string" && e[0] !== "line")
      .map(([name, value]) => [name, value.slice(0, CONTRACT_LIMITS.noteMax)]),
  );

/** The invoice the form's fields describe, or what is wrong with them. */
function typedInvoice(form: FormData): InvoiceInput | string {
  const number = text(form, "number", CONTRACT_LIMITS.numberMax);
  const issueDate = parseDate(text(form, "issueDate"));
  const dueText = text(form, "dueDate");
  const dueDate = dueText ? parseDate(dueText) : null;
  if (!number || !issueDate || (dueText && !dueDate))
    return "Please give the invoice's number and its date (and a valid due date, if any).";
  const lines = [];
  for (const lineId of form.getAll("line").map(textOf)) {
    const quantity = parseQuantity(text(form, `qty-${lineId}`) || "0");
    const unitPrice = parsePrice(text(form, `price-${lineId}`));
    const vatCategory = text(form, `vatCategory-${lineId}`);
    const rate = parseVatRate(text(form, `vatRate-${lineId}`) || "0");
    if (quantity === null || unitPrice === null || !isVatCategory(vatCategory) || rate === null)
      return "Please check each line's quantity, price and VAT.";
    lines.push({
      orderLineId: lineId,
      quantity,
      unitPrice,
      vatCategory,
      vatRate: vatRateFor(vatCategory, rate),
    });
  }
  return { number, issueDate, dueDate, note: text(form, "note", CONTRACT_LIMITS.noteMax), lines };
}

/**
 * The supplier's invoice: the form's fields or, when a file is chosen, the UBL 2.1 invoice it
 * holds (decision 415). A refusal keeps every field as typed.
 */
export async function invoiceAction(
  context: AppLoadContext,
  { viewer, form }: Posted<FormOutcome>,
  id: string,
  orderId: string,
) {
  if ((await context.repo.contracts.sideFor(id, viewer.id)) !== "supplier") notFound();
  if (typeof form === "string")
    return data<InvoiceFormResult>(
      {
        error:
          form === "too-large"
            ? `The file is larger than ${UBL_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller UBL invoice.`
            : "The form could not be read. Please send it again.",
        values: {},
      },
      form === "too-large" ? 413 : 400,
    );
  const values = typedValues(form);
  const refuse = (error: string, status = 400) =>
    data<InvoiceFormResult>({ error, values }, status);
  const file = form.get("ublFile");
  let input: InvoiceInput | string;
  if (file instanceof File && file.size > 0) {
    const owned = await context.repo.contracts.contractFile(id, { id: viewer.id, operator: false });
    const order = owned?.orders.find((o) => o.id === orderId);
    if (!owned || !order) notFound();
    const read = readUploadedInvoice(await file.text(), { ...order, currency: owned.currency });
    input = read.ok ? read.input : read.error;
  } else input = typedInvoice(form);
  if (typeof input === "string") return refuse(input);
  const submitted = await context.repo.contracts.submitInvoice(
    id,
    viewer.id,
    orderId,
    input,
    tellOf(context),
  );
  if (!submitted.ok) {
    if (submitted.reason === "not-found") notFound();
    return refuse(
      submitted.reason === "duplicate"
        ? "This contract already has an invoice with that number."
        : submitted.reason === "empty"
          ? "Please invoice at least one line."
          : "Invoices are issued against a confirmed order only.",
    );
  }
  return redirect(`/contracts/${id}?done=invoice#invoice-${submitted.id}`);
}

export async function loadMine(context: AppLoadContext, request: Request, viewer: Viewer) {
  return {
    contracts: await context.repo.contracts.mine(viewer.id),
    locale: requestLocale(request),
  };
}

export async function loadConsole(context: AppLoadContext, request: Request) {
  return { contracts: await context.repo.contracts.latest(), locale: requestLocale(request) };
}
