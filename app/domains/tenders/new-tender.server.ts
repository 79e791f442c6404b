import { data, redirect, type AppLoadContext } from "react-router";
import { TENDER_LIMITS } from "./rules";
import type { TenderValues } from "./schema";
import { mustVerify, UNVERIFIED_MESSAGE, type Viewer } from "~/lib/access.server";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { fieldText as text } from "~/lib/form-data";
import { SEND_AGAIN } from "~/lib/form-data.server";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import { FILE_PROBLEMS, storeDocuments, takeLimit } from "./action-kit.server";
import {
  checkTenderForm,
  emptyTenderValues,
  readTenderForm,
  tenderFormChoices,
  type TenderFormChoices,
  type TenderFormResult,
  type TenderFormValues,
} from "./tender-form.server";

// A new tender (/projects/new): the page's loader and the action that saves a draft or publishes
// it. The form's values and their checks are shared with a draft's edit (tender-form.server.ts).

export interface NewTenderPage extends TenderFormChoices {
  companies: { id: string; name: string }[];
  values: TenderFormValues;
}

export async function loadNewTender(
  context: AppLoadContext,
  request: Request,
  member: Viewer,
): Promise<NewTenderPage> {
  const params = new URL(request.url).searchParams;
  const [owned, timeZone] = await Promise.all([
    context.repo.companies.ownedBy(member.id),
    context.repo.tenders.lastTimeZone(member.id),
  ]);
  const companies = owned
    .filter((c) => c.status === "approved")
    .map((c) => ({ id: c.id, name: c.name }));
  return {
    companies,
    ...tenderFormChoices(),
    values: emptyTenderValues({
      title: params.get("title")?.slice(0, TENDER_LIMITS.titleMax),
      description: params.get("description")?.slice(0, TENDER_LIMITS.descriptionMax),
      // The zone of the member's last tender; without one, the browser's (or UTC without it).
      timeZone: timeZone ?? undefined,
    }),
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

  const checked = await checkTenderForm(context, member, values, publish, now);
  if (!checked.ok) return refuse(checked.errors);
  const company = checked.company;
  // Drafts count too: each may hold ten documents of 10 MB.
  const limited = await takeLimit(context, publish ? "tender-publish" : "tender-draft", member);
  if (limited) return refuse({ form: limited }, 429);
  const stored = await storeDocuments(context, form, "documents");
  if (!stored.ok) return refuse({ documents: stored.problem });
  const id = await context.repo.tenders.create(
    member,
    checked.value as TenderValues,
    stored.documents,
    { publish, buyerVendorId: company?.id ?? null },
    now,
  );
  return redirect(`/projects/${id}${publish ? "?published=1" : ""}`);
}
