import { data, redirect, type AppLoadContext } from "react-router";
import { parseForm } from "~/domain/form-parse";
import { localToUtc, TENDER_LIMITS } from "./rules";
import { publishProblem, tenderSchema, type TenderValues } from "./schema";
import { mustVerify, UNVERIFIED_MESSAGE, type Viewer } from "~/lib/access.server";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { fieldText as text } from "~/lib/form-data";
import { SEND_AGAIN } from "~/lib/form-data.server";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import {
  FILE_PROBLEMS,
  offsetOf,
  storeDocuments,
  takeLimit,
  texts,
  wholeNumber,
} from "./action-kit.server";

// A new tender (/projects/new): its form's values, the page's loader and the action that saves a
// draft or publishes it.

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
  member: Viewer,
): Promise<NewTenderPage> {
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

export async function newTenderAction(
  context: AppLoadContext,
  { viewer: member, form }: Posted<FormOutcome>,
  clock: Clock = systemClock,
) {
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
  // Publishing needs a confirmed e-mail address when the site requires one (decision 151); a
  // draft, which only its buyer sees, does not.
  if (publish && mustVerify(context, member)) return refuse({ form: UNVERIFIED_MESSAGE }, 403);

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
  }
  // Drafts count too: each may hold ten documents of 10 MB.
  const limited = await takeLimit(context, publish ? "tender-publish" : "tender-draft", member);
  if (limited) return refuse({ form: limited }, 429);
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
