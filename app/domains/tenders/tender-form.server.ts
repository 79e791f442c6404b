import type { AppLoadContext } from "react-router";
import { parseForm } from "~/domain/form-parse";
import type { Viewer } from "~/lib/access.server";
import { fieldText as text } from "~/lib/form-data";
import { isTimeZone, timeZoneGroups, UTC_ZONE, utcToZoned, zonedToUtc } from "~/lib/zoned-time";
import { texts, wholeNumber } from "./action-kit.server";
import { STANDSTILL_DAYS } from "./award-rules";
import { DEFAULT_CURRENCY, TENDER_CURRENCIES } from "./currency";
import type { TenderDetail } from "./data/model.server";
import type { CpvEntry } from "~/domains/classification";
import { itemCpvOf } from "./tender-form-cpv.server";
import { criteriaProblem, isCriterionMethod, methodByName } from "./evaluation";
import { lotsProblem } from "./lots";
import { TENDER_LIMITS } from "./rules";
import {
  BUDGET_PROBLEM,
  publishProblem,
  STANDSTILL_PROBLEM,
  tenderSchema,
  type TenderValues,
} from "./schema";

// The tender form's values, shared by a new tender (/projects/new) and a draft's edit
// (/projects/{id}/edit): reading them from the post, checking them (the deadlines read as wall
// times in the chosen zone, decision 310) and filling the form from a stored draft.

export interface TenderFormValues {
  title: string;
  description: string;
  kind: string;
  region: string;
  sector: string;
  budget: string;
  budgetHidden: boolean;
  currency: string;
  /** The zone the deadlines are read in; "" lets the browser's zone (or UTC) be the default. */
  timeZone: string;
  /** Days of standstill between the chosen bid and the award (decision 340). */
  standstillDays: string;
  visibility: string;
  buyer: string;
  buyerName: string;
  questionDeadline: string;
  bidDeadline: string;
  /** `id`: the stored item a row shows (a draft's or an amended tender's), kept by an amendment. */
  items: {
    id?: string;
    item: string;
    quantity: string;
    unit: string;
    specification: string;
    /** The number of the lot row the item belongs to ("" for none; decision 390). */
    lot?: string;
    /** The item's CPV code as chosen or typed, and its title when it is in the list. */
    cpv?: string;
    cpvTitle?: string;
    /** Words searched for in the list (a search sent with the form). */
    cpvQuery?: string;
  }[];
  /** Required certificates; `check` "verified" asks for a verified one (decision 470). */
  requirements: { name: string; check: string }[];
  /** The lot rows as typed (blank ones are no lot). */
  lots: { title: string; description: string }[];
  /** The most lots one supplier may bid on; "" for no limit. */
  maxLots: string;
  criteria: { name: string; weight: string; method: string }[];
  /** The evaluation panel besides the buyer: account e-mail addresses (decision 320). */
  evaluators: string[];
  /** An amendment's explanation (its form only). */
  explanation?: string;
}

export interface TenderFormResult {
  errors: Partial<Record<string, string>>;
  values: TenderFormValues;
  /** A CPV search sent with the form (no JavaScript): the matches by item row. */
  cpvSearch?: Record<number, CpvEntry[]>;
}

/** The choices the form offers that come from the server: the zones and the currencies. */
export interface TenderFormChoices {
  timeZones: { region: string; zones: string[] }[];
  currencies: { code: string; name: string }[];
}

export const tenderFormChoices = (): TenderFormChoices => ({
  timeZones: timeZoneGroups(),
  currencies: TENDER_CURRENCIES.map((c) => ({ code: c.code, name: c.name })),
});

export function emptyTenderValues(
  prefill: { title?: string; description?: string; timeZone?: string } = {},
): TenderFormValues {
  return {
    title: prefill.title ?? "",
    description: prefill.description ?? "",
    kind: "tender",
    region: "",
    sector: "",
    budget: "",
    budgetHidden: false,
    currency: DEFAULT_CURRENCY,
    timeZone: prefill.timeZone ?? "",
    standstillDays: String(STANDSTILL_DAYS.default),
    visibility: "public",
    buyer: "",
    buyerName: "",
    questionDeadline: "",
    bidDeadline: "",
    items: [],
    requirements: [],
    lots: [],
    maxLots: "",
    criteria: [],
    evaluators: [],
  };
}

/** A stored draft as its form shows it: the deadlines on the wall clocks of its zone. */
export function formValuesOf(tender: TenderDetail, evaluators: string[]): TenderFormValues {
  return {
    title: tender.title,
    description: tender.description,
    kind: tender.kind,
    region: tender.region,
    sector: tender.sector,
    budget: tender.budget === null ? "" : String(tender.budget),
    budgetHidden: tender.budgetHidden,
    currency: tender.currency,
    timeZone: tender.timeZone,
    standstillDays: String(tender.standstillDays),
    visibility: tender.visibility,
    buyer: tender.buyerVendorId ?? "",
    buyerName: tender.buyerVendorId ? "" : tender.buyerName,
    questionDeadline: utcToZoned(tender.questionDeadline, tender.timeZone),
    bidDeadline: utcToZoned(tender.bidDeadline, tender.timeZone),
    items: tender.items.map((i) => ({
      id: i.id,
      item: i.item,
      quantity: String(i.quantity),
      unit: i.unit,
      specification: i.specification,
      lot: i.lot === null ? "" : String(i.lot),
      ...(i.classification ? { cpv: i.classification.code, cpvTitle: i.classification.title } : {}),
    })),
    requirements: tender.requirements.map((r) => ({
      name: r.name,
      check: r.verified ? "verified" : "valid",
    })),
    lots: tender.lots.map((l) => ({ title: l.title, description: l.description })),
    maxLots: tender.maxLotsPerSupplier === null ? "" : String(tender.maxLotsPerSupplier),
    criteria: tender.criteria.map((c) => ({
      name: c.name,
      weight: String(c.weight),
      method: c.method,
    })),
    evaluators,
  };
}

export function readTenderForm(form: FormData): TenderFormValues {
  const item = texts(form, "item");
  const quantity = texts(form, "quantity");
  const unit = texts(form, "unit");
  const specification = texts(form, "specification");
  const itemId = texts(form, "itemId");
  const itemLot = texts(form, "itemLot");
  // A row whose fields are all blank is no item (an amendment's way to remove one); a code or a
  // search typed on it is kept, so that a refusal shows them again.
  const items = item
    .map((_, i) => ({
      item: item[i] ?? "",
      quantity: quantity[i] ?? "",
      unit: unit[i] ?? "",
      specification: specification[i] ?? "",
    }))
    .map((row, i) => ({ row, id: itemId[i] ?? "", lot: itemLot[i] ?? "", ...itemCpvOf(form, i) }))
    .filter(({ row, cpv, cpvQuery }) =>
      [...Object.values(row), cpv, cpvQuery].some((v) => v.trim() !== ""),
    )
    .map(({ row, id, lot, cpv, cpvQuery }) => ({
      ...(id ? { id } : {}),
      ...row,
      ...(lot ? { lot } : {}),
      ...(cpv ? { cpv } : {}),
      ...(cpvQuery ? { cpvQuery } : {}),
    }));
  const checks = texts(form, "requirementCheck");
  const requirements = texts(form, "requirement")
    .map((name, i) => ({ name, check: checks[i] === "verified" ? "verified" : "valid" }))
    .filter((r) => r.name.trim() !== "");
  const lotDescriptions = texts(form, "lotDescription");
  const lots = texts(form, "lotTitle").map((title, i) => ({
    title,
    description: lotDescriptions[i] ?? "",
  }));
  const names = texts(form, "criterion");
  const weights = texts(form, "weight");
  const methods = texts(form, "method");
  const criteria = names
    .map((name, i) => ({ name, weight: weights[i] ?? "", method: methods[i] ?? "" }))
    .filter((c) => c.name.trim() !== "" || c.weight.trim() !== "");
  const evaluators = texts(form, "evaluator")
    .map((e) => e.trim())
    .filter((e) => e !== "");
  return {
    title: text(form, "title"),
    description: text(form, "description"),
    kind: text(form, "kind") || "tender",
    region: text(form, "region"),
    sector: text(form, "sector"),
    budget: text(form, "budget"),
    budgetHidden: form.get("budgetHidden") === "on",
    currency: text(form, "currency").trim().toUpperCase() || DEFAULT_CURRENCY,
    // A form posted without the field (an older page, another client) is read in UTC.
    timeZone: text(form, "timeZone").trim() || UTC_ZONE,
    // A form posted without the field keeps the default standstill.
    standstillDays: text(form, "standstillDays").trim() || String(STANDSTILL_DAYS.default),
    visibility: text(form, "visibility") || "public",
    buyer: text(form, "buyer"),
    buyerName: text(form, "buyerName"),
    questionDeadline: text(form, "questionDeadline"),
    bidDeadline: text(form, "bidDeadline"),
    items,
    requirements,
    lots,
    maxLots: text(form, "maxLots"),
    criteria,
    evaluators,
  };
}

/**
 * The lot rows that hold something, numbered from 1 in order, and each item's lot by its row's
 * new number (undefined for an item naming a blank or unknown row; null without lots).
 */
function lotsOfForm(values: TenderFormValues) {
  const kept = values.lots
    .map((l, row) => ({ ...l, row: row + 1 }))
    .filter((l) => l.title.trim() !== "" || l.description.trim() !== "");
  const renumber = new Map(kept.map((l, i) => [l.row, i + 1]));
  const lots = kept.map((l, i) => ({ number: i + 1, title: l.title, description: l.description }));
  const itemLots = values.items.map((i): number | null | undefined =>
    !i.lot ? null : renumber.get(Number(i.lot)),
  );
  const maxText = values.maxLots.trim();
  return { lots, itemLots, maxLots: maxText === "" ? null : wholeNumber(maxText) };
}

/**
 * The panel's members named by their accounts' e-mail addresses: their ids, or the problem to
 * show (an address no account has, too many; the buyer's own is left out, as they sit on it).
 */
async function panelOf(
  context: AppLoadContext,
  member: Viewer,
  emails: readonly string[],
): Promise<{ ids: string[]; problem: string | null }> {
  if (emails.length >= TENDER_LIMITS.panelMax)
    return {
      ids: [],
      problem: `A panel has at most ${TENDER_LIMITS.panelMax} members, you included.`,
    };
  const found = await context.repo.tenders.membersByEmail(emails);
  const unknown = emails.find((e) => !found.has(e.toLowerCase()));
  if (unknown)
    return {
      ids: [],
      problem: `No member has the address ${unknown}: evaluators are members with an account.`,
    };
  const ids = [...new Set(emails.map((e) => found.get(e.toLowerCase())!))];
  return { ids: ids.filter((id) => id !== member.id), problem: null };
}

/** A wall time in a zone as the UTC instant, or the problem to show beside its field. */
export function deadlineIn(
  local: string,
  zone: string,
): { ok: true; iso: string } | { ok: false; problem: string } {
  const read = zonedToUtc(local, zone);
  if (read.ok) return { ok: true, iso: read.iso };
  return {
    ok: false,
    problem:
      read.reason === "gap"
        ? `${local.replace("T", " ")} does not exist in ${zone}: the clocks go forward then. Please choose another time.`
        : "Please choose a date and time.",
  };
}

export type TenderFormCheck =
  | { ok: true; value: TenderValues; company: { id: string; name: string } | undefined }
  | { ok: false; errors: TenderFormResult["errors"] };

/**
 * The posted values checked against the schema and the member's companies, the deadlines turned
 * into instants in the chosen zone; when publishing, the bid deadline must lie ahead of `now`.
 */
export async function checkTenderForm(
  context: AppLoadContext,
  member: Viewer,
  values: TenderFormValues,
  publish: boolean,
  now: Date,
): Promise<TenderFormCheck> {
  const companies = await context.repo.companies.ownedBy(member.id);
  const company = values.buyer
    ? companies.find((c) => c.id === values.buyer && c.status === "approved")
    : undefined;
  if (values.buyer && !company)
    return { ok: false, errors: { buyer: "Please choose one of your companies." } };
  const panel = await panelOf(context, member, values.evaluators);
  const zoneKnown = isTimeZone(values.timeZone);
  const zone = zoneKnown ? values.timeZone : UTC_ZONE;
  const questionDeadline = deadlineIn(values.questionDeadline, zone);
  const bidDeadline = deadlineIn(values.bidDeadline, zone);
  const budgetText = values.budget.replace(/[\s,$]/g, "");
  const split = lotsOfForm(values);
  const input = {
    ...values,
    budget: budgetText === "" ? null : wholeNumber(budgetText),
    standstillDays: wholeNumber(values.standstillDays),
    buyerName: company ? company.name : values.buyerName,
    questionDeadline: questionDeadline.ok ? questionDeadline.iso : "",
    bidDeadline: bidDeadline.ok ? bidDeadline.iso : "",
    items: values.items.map((i, n) => ({
      item: i.item,
      unit: i.unit,
      specification: i.specification,
      quantity: wholeNumber(i.quantity),
      lot: split.itemLots[n] ?? null,
      cpv: i.cpv || null,
    })),
    requirements: values.requirements.map((r) => ({
      name: r.name,
      verified: r.check === "verified",
    })),
    lots: split.lots,
    maxLotsPerSupplier: split.maxLots,
    criteria: values.criteria.map((c) => ({
      name: c.name,
      weight: wholeNumber(c.weight),
      method: isCriterionMethod(c.method) ? c.method : methodByName(c.name),
    })),
    evaluators: panel.ids,
  };
  const parsed = parseForm(tenderSchema, input);
  const errors: TenderFormResult["errors"] = parsed.ok ? {} : { ...parsed.errors };
  if (!questionDeadline.ok) errors.questionDeadline = questionDeadline.problem;
  if (!bidDeadline.ok) errors.bidDeadline = bidDeadline.problem;
  if (!zoneKnown) errors.timeZone = "Please choose a time zone.";
  if (errors.budget) errors.budget = BUDGET_PROBLEM;
  delete errors.maxLotsPerSupplier;
  if (errors.standstillDays) errors.standstillDays = STANDSTILL_PROBLEM;
  if (errors.criteria) errors.criteria = "Each criterion needs a name and a weight from 1 to 100.";
  else if (parsed.ok) {
    const problem = criteriaProblem(
      parsed.value.criteria.map((c) => ({ ...c, method: c.method! })),
    );
    if (problem) errors.criteria = problem;
  }
  if (panel.problem) errors.evaluators = panel.problem;
  const lotProblem = lotsProblem(
    split.lots,
    split.itemLots.map((l) => (l === undefined ? -1 : l)),
    Number.isNaN(split.maxLots) ? -1 : split.maxLots,
  );
  if (lotProblem && !errors[lotProblem.field]) errors[lotProblem.field] = lotProblem.message;
  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  if (publish) {
    const problem = publishProblem(parsed.value, now);
    if (problem) return { ok: false, errors: { bidDeadline: problem } };
  }
  return {
    ok: true,
    value: parsed.value,
    company: company ? { id: company.id, name: company.name } : undefined,
  };
}
