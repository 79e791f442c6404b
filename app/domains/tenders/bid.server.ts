import { data, redirect, type AppLoadContext } from "react-router";
import { parseForm } from "~/domain/form-parse";
import { BID_REFUSALS, type BidRefusal } from "./rules";
import { amountText, parseAmount } from "./currency";
import { datesLocale, requestLocale } from "~/lib/locale";
import { formatInZone } from "~/lib/zoned-time";
import { bidSchema } from "./schema";
import { REQUIREMENT_MESSAGES } from "./requirements";
import { bidLotsProblem } from "./lots";
import { mustVerify, notFound, UNVERIFIED_MESSAGE, type Viewer } from "~/lib/access.server";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { fieldText as text } from "~/lib/form-data";
import { SEND_AGAIN } from "~/lib/form-data.server";
import { newAttemptKey } from "~/domain/form-rules";
import { tellOf } from "~/lib/tell.server";
import { ATTEMPT_CONFLICT_MESSAGE } from "../../../server/db/attempt-keys";
import { bidAttempt, documentBytes, documentDigests } from "./bid-attempt.server";
import {
  FILE_PROBLEMS,
  REASONS,
  forget,
  storeDocuments,
  takeLimit,
  texts,
  wholeNumber,
} from "./action-kit.server";

// Bidding (/projects/{id}/bid): the companies a member may bid for, and the sealed bid's action.

export interface BidFormValues {
  company: string;
  prices: string[];
  /** The numbers of the lots bid on (a tender with lots; decision 390). */
  lots: string[];
  deliveryDays: string;
  validUntil: string;
  message: string;
}

export interface BidPageData {
  tender: {
    id: string;
    title: string;
    bidDeadline: string;
    /** The deadline in the tender's zone, with its name (decision 310). */
    bidDeadlineText: string;
    buyerName: string;
    /** ISO 4217: the bid's prices are in it. */
    currency: string;
  };
  /** The viewer's locale, for the totals. */
  locale: string;
  items: {
    id: string;
    item: string;
    quantity: number;
    unit: string;
    specification: string;
    lot: number | null;
  }[];
  /** The tender's lots (none when undivided) and its limit of lots per supplier. */
  lots: { number: number; title: string; description: string }[];
  maxLotsPerSupplier: number | null;
  /** Companies the member may bid for, and their bid if placed (then it is edited). */
  companies: {
    id: string;
    name: string;
    bid: { id: string; values: BidFormValues; documents: { id: string; name: string }[] } | null;
  }[];
  company: string;
  /** The form's attempt key (decision 290): a bid resent with it is written once. */
  attempt: string;
}

export async function loadBidPage(
  context: AppLoadContext,
  request: Request,
  member: Viewer,
  id: string,
  now = new Date(),
): Promise<BidPageData | { closed: true; title: string; id: string; reason: string }> {
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
                  return p === undefined ? "" : amountText(p, tender.currency);
                }),
                lots: (bid.lots ?? []).map(String),
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
      bidDeadlineText: formatInZone(
        tender.bidDeadline,
        tender.timeZone,
        datesLocale(requestLocale(request)),
      ),
      buyerName: tender.buyerName,
      currency: tender.currency,
    },
    locale: requestLocale(request),
    items: tender.items,
    lots: tender.lots,
    maxLotsPerSupplier: tender.maxLotsPerSupplier,
    companies,
    company: companies.find((c) => c.id === chosen)?.id ?? companies[0]!.id,
    attempt: newAttemptKey(),
  };
}

export interface BidFormResult {
  errors: Partial<Record<string, string>>;
  values: BidFormValues;
  /** A fresh attempt key, when the form's was used for another bid. */
  attempt?: string;
}

export async function bidAction(
  context: AppLoadContext,
  { viewer: member, form, limit }: Required<Posted<FormOutcome>>,
  id: string,
  clock: Clock = systemClock,
) {
  const tender = await context.repo.tenders.detail(id, member, readClock(clock));
  if (!tender) notFound();
  const blank: BidFormValues = {
    company: "",
    prices: [],
    lots: [],
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
    lots: texts(form, "lot"),
    deliveryDays: text(form, "deliveryDays"),
    validUntil: text(form, "validUntil"),
    message: text(form, "message"),
  };
  const refuse = (errors: BidFormResult["errors"], status = 400) =>
    data<BidFormResult>({ errors, values }, status);
  if (mustVerify(context, member)) return refuse({ form: UNVERIFIED_MESSAGE }, 403);
  const errors: BidFormResult["errors"] = {};
  // On a tender with lots, the chosen lots' items are priced; the others' fields are ignored.
  const lots = tender.lots.length > 0 ? values.lots.map((l) => wholeNumber(l)) : null;
  const lotProblem = bidLotsProblem(lots ?? [], tender.lots, tender.maxLotsPerSupplier);
  if (lotProblem) errors.lots = lotProblem;
  const priced = (lot: number | null) => lots === null || (lot !== null && lots.includes(lot));
  const prices = tender.items.map((item, i) =>
    priced(item.lot) ? parseAmount(values.prices[i] ?? "", tender.currency) : 0,
  );
  const example = amountText(125_000, tender.currency);
  prices.forEach((p, i) => {
    if (p === null) errors[`price-${i}`] = `Please give a unit price, such as ${example}.`;
  });
  const parsed = parseForm(bidSchema, {
    prices: prices.map((p) => p ?? 0),
    ...(lots === null ? {} : { lots }),
    deliveryDays: wholeNumber(values.deliveryDays),
    validUntil: values.validUntil,
    message: values.message,
  });
  if (!parsed.ok) Object.assign(errors, { ...parsed.errors, prices: undefined });
  if (Object.values(errors).some(Boolean) || !parsed.ok) return refuse(errors);

  // A resent bid (same attempt key, same content) is answered as the first was, before any
  // document is stored again; the same key with other content is refused with a fresh one.
  const bytes = await documentBytes(form);
  const attempt = bidAttempt(form, id, member.id, values.company, parsed.value, bytes);
  const done = redirect(`/projects/${id}?done=bid`);
  const conflict = () =>
    data<BidFormResult>(
      { errors: { form: ATTEMPT_CONFLICT_MESSAGE }, values, attempt: newAttemptKey() },
      409,
    );
  // The route's limit (BID_LIMIT) is taken for every valid post, a resent one too, as a
  // conversation's reply is (decision 361).
  const limited = await takeLimit(limit);
  if (limited) return refuse({ form: limited }, 429);
  const prior = attempt && (await context.repo.tenders.priorBidAttempt(attempt));
  if (prior && prior.kind !== "new") return prior.kind === "repeat" ? done : conflict();
  const stored = await storeDocuments(context, form, "documents");
  if (!stored.ok) return refuse({ documents: stored.problem });
  const keeping = {
    tell: tellOf(context),
    digests: documentDigests(stored.documents, bytes),
    attempt,
  };
  /** A write refused for its attempt key: answered as the first, or as a conflict. */
  const refusedAttempt = async (reason: string) => {
    if (reason !== "repeat" && reason !== "attempt-conflict") return null;
    await forget(context, stored.documents);
    return reason === "repeat" ? done : conflict();
  };

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
      keeping,
    );
    if (!result.ok) {
      const repeated = await refusedAttempt(result.reason);
      if (repeated) return repeated;
      await forget(context, stored.documents);
      if ("missing" in result)
        return refuse({ form: REQUIREMENT_MESSAGES.refused(result.missing) }, 409);
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
      keeping,
    );
    if (!result.ok) {
      const repeated = await refusedAttempt(result.reason);
      if (repeated) return repeated;
      await forget(context, stored.documents);
      if ("missing" in result)
        return refuse({ form: REQUIREMENT_MESSAGES.refused(result.missing) }, 409);
      return refuse(
        { form: BID_REFUSALS[result.reason as BidRefusal] ?? REASONS[result.reason] },
        409,
      );
    }
  }
  // The bid is committed: its receipt's e-mail goes out now.
  context.notifications.queued();
  return done;
}
