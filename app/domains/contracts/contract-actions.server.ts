import { data, redirect, type AppLoadContext } from "react-router";
import { notFound } from "~/lib/access.server";
import { textOf } from "~/lib/form-data";
import type { Posted } from "~/lib/route-policy.server";
import { tellOf } from "~/lib/tell.server";
import { parsePrice } from "~/domains/tenders/index";
import type { Changed } from "./data/model.server";
import {
  CONTRACT_LIMITS,
  MILESTONE_KINDS,
  parseCountry,
  parseDate,
  parseQuantity,
  type MilestoneKind,
} from "./rules";

// Everything posted to a contract's page (/contracts/{id}), by intent: the supplier's answer, the
// buyer's amendments, milestones and end, the orders' confirmation, delivery and receipt, the
// invoices' approval, dispute and payment. The data layer decides who may (anyone but the
// party: 404) and when (a refusal in words); this module reads the form and says what went wrong.

export interface ContractActionResult {
  error: string;
  intent: string;
}

const REFUSALS: Record<string, string> = {
  closed: "That is no longer possible: the contract has moved on. Please reload the page.",
  unchanged: "Nothing changed. Change the value, the start or the end.",
  "below-orders": "The value cannot be less than the orders already placed against it.",
  gone: "That milestone is no longer open.",
  nothing: "Please enter a quantity received for at least one line.",
  "too-many": "A quantity received is more than is still outstanding on that line.",
  "over-payable": "The payment is more than the invoice's payable amount. Please check the amount.",
};

type Read = { ok: true; run: () => Promise<Changed> } | { ok: false; error: string };

const text = (form: FormData, name: string, max: number = CONTRACT_LIMITS.reasonMax) =>
  textOf(form.get(name)).trim().slice(0, max);

function quantitiesOf(form: FormData, prefix: string): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(prefix)) continue;
    const raw = textOf(value).trim();
    if (raw === "") continue;
    const n = parseQuantity(raw);
    if (n === null) return null;
    out[name.slice(prefix.length)] = n;
  }
  return out;
}

/** The intent's form read into the data layer's call, or what is wrong with it. */
function readIntent(
  context: AppLoadContext,
  memberId: string,
  contractId: string,
  intent: string,
  form: FormData,
): Read {
  const c = context.repo.contracts;
  const tell = tellOf(context);
  const reason = text(form, "reason");
  const ask = (error: string): Read => ({ ok: false, error });
  const run = (fn: () => Promise<Changed>): Read => ({ ok: true, run: fn });
  const orderId = text(form, "order");
  const invoiceId = text(form, "invoice");
  switch (intent) {
    case "accept": {
      const country = parseCountry(text(form, "country"));
      if (!country) return ask("Please give your country as two letters, e.g. GB.");
      const vatId = text(form, "vatId", CONTRACT_LIMITS.vatIdMax) || null;
      return run(() =>
        c.move(contractId, memberId, "accept", { supplier: { country, vatId } }, tell),
      );
    }
    case "decline":
    case "terminate":
      if (!reason) return ask("Please give the reason.");
      return run(() => c.move(contractId, memberId, intent, { reason }, tell));
    case "complete":
      return run(() => c.move(contractId, memberId, "complete", {}, tell));
    case "amend": {
      const value = parsePrice(text(form, "value"));
      const periodStart = parseDate(text(form, "periodStart"));
      const periodEnd = parseDate(text(form, "periodEnd"));
      if (value === null || value <= 0)
        return ask("Please give the value as an amount, e.g. 1250.00.");
      if (!periodStart || !periodEnd || periodEnd < periodStart)
        return ask("Please give a start and an end date, the end not before the start.");
      if (!reason) return ask("Please give the reason for the amendment.");
      return run(() =>
        c.amend(contractId, memberId, { value, periodStart, periodEnd }, reason, tell),
      );
    }
    case "milestone": {
      const kind = MILESTONE_KINDS.find((k) => k === text(form, "kind")) as
        MilestoneKind | undefined;
      const title = text(form, "title", CONTRACT_LIMITS.titleMax);
      const dueDate = parseDate(text(form, "dueDate"));
      if (!kind || !title || !dueDate)
        return ask("Please give the milestone's kind, a title and its due date.");
      return run(() => c.milestone(contractId, memberId, { add: { kind, title, dueDate } }, tell));
    }
    case "milestone-met":
      return run(() => c.milestone(contractId, memberId, { met: text(form, "milestone") }, tell));
    case "order-confirm":
      return run(() => c.decideOrder(contractId, memberId, orderId, { confirm: true }, tell));
    case "order-reject":
      if (!reason) return ask("Please give the reason for rejecting the order.");
      return run(() =>
        c.decideOrder(contractId, memberId, orderId, { confirm: false, reason }, tell),
      );
    case "order-sent":
      return run(() => c.markSent(contractId, memberId, orderId, tell));
    case "receive": {
      const quantities = quantitiesOf(form, "received-");
      if (!quantities) return ask("Quantities received are whole numbers.");
      const note = text(form, "note", CONTRACT_LIMITS.noteMax);
      return run(() => c.receive(contractId, memberId, orderId, { quantities, note }, tell));
    }
    case "invoice-approve":
      return run(() => c.decideInvoice(contractId, memberId, invoiceId, { approve: true }, tell));
    case "invoice-dispute":
      if (!reason) return ask("Please give the reason for disputing the invoice.");
      return run(() =>
        c.decideInvoice(contractId, memberId, invoiceId, { approve: false, reason }, tell),
      );
    case "pay": {
      const paidOn = parseDate(text(form, "paidOn"));
      const amount = parsePrice(text(form, "amount"));
      const reference = text(form, "reference", CONTRACT_LIMITS.numberMax);
      if (!paidOn || amount === null || amount <= 0 || !reference)
        return ask("Please give the payment's date, its amount and its reference.");
      return run(() => c.pay(contractId, memberId, invoiceId, { paidOn, amount, reference }, tell));
    }
    default:
      return ask("Unknown action.");
  }
}

const NO_COMPANY =
  "The company on this contract no longer belongs to its party: please write to them by e-mail.";

const ANCHORS: Record<string, (form: FormData) => string> = {
  milestone: () => "#milestones",
  "milestone-met": () => "#milestones",
  amend: () => "#amendments",
};

export async function contractAction(
  context: AppLoadContext,
  { viewer, form }: Posted,
  contractId: string,
) {
  // Anyone but a party is refused before their form is read, as for a page that does not exist.
  if (!(await context.repo.contracts.sideFor(contractId, viewer.id))) notFound();
  const intent = textOf(form.get("intent"));
  if (intent === "conversation") {
    // The two sides' thread (decision 416): opened once, then each side's own page of it.
    const opened = await context.repo.contracts.conversation(contractId, viewer.id);
    if (opened.ok) return redirect(opened.path);
    if (opened.reason === "not-found") notFound();
    return data<ContractActionResult>({ error: NO_COMPANY, intent }, 409);
  }
  const read = readIntent(context, viewer.id, contractId, intent, form);
  if (!read.ok) return data<ContractActionResult>({ error: read.error, intent }, 400);
  const result = await read.run();
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    return data<ContractActionResult>(
      { error: REFUSALS[result.reason] ?? REFUSALS.closed!, intent },
      409,
    );
  }
  const order = textOf(form.get("order"));
  const anchor = ANCHORS[intent]?.(form) ?? (order ? `#order-${order}` : "");
  const invoice = textOf(form.get("invoice"));
  return redirect(
    `/contracts/${contractId}?done=${intent}${invoice ? `#invoice-${invoice}` : anchor}`,
  );
}
