import { data, redirect, type AppLoadContext } from "react-router";
import { TENDER_LIMITS } from "./rules";
import type { TenderValues } from "./schema";
import { mustVerify, UNVERIFIED_MESSAGE, type Viewer } from "~/lib/access.server";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { fieldText as text } from "~/lib/form-data";
import { SEND_AGAIN } from "~/lib/form-data.server";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import { FILE_PROBLEMS, storeDocuments, takeLimit } from "./action-kit.server";
import { checkItemCodes, itemsToSave, searchItemCodes } from "./tender-form-cpv.server";
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
  post: Required<Posted<FormOutcome>>,
  clock: Clock = systemClock,
) {
  const now = readClock(clock);
  const member = post.viewer;
  const posted = await checkTenderPost(context, post, emptyTenderValues(), now);
  if (!posted.ok) return posted.answer;
  const { checked, publish, documents } = posted;
  const id = await context.repo.tenders.create(
    member,
    checked.value as TenderValues,
    documents,
    { publish, buyerVendorId: checked.company?.id ?? null },
    now,
  );
  return redirect(`/projects/${id}${publish ? "?published=1" : ""}`);
}

/**
 * A tender form as posted (a new tender's or a draft's edit), checked as far as both go: the body
 * read, the e-mail confirmed to publish (decision 151; a draft, which only its buyer sees, does
 * not need it), the form's rules, the limit the route declares (TENDER_FORM_LIMIT) and the
 * documents stored. `stored` are the values shown again when the
 * body could not be read.
 */
export async function checkTenderPost(
  context: AppLoadContext,
  { viewer: member, form, limit }: Required<Posted<FormOutcome>>,
  stored: TenderFormResult["values"],
  now: Date,
  /** An amendment's: its own reading of the post; checked as for publishing, on the edit limit. */
  options: { read?: (form: FormData) => TenderFormValues; amend?: boolean } = {},
) {
  const answer = (errors: TenderFormResult["errors"], values: typeof stored, status = 400) => ({
    ok: false as const,
    answer: data<TenderFormResult>({ errors, values }, status),
  });
  if (form === "too-large") return answer({ documents: FILE_PROBLEMS["too-large"] }, stored, 413);
  if (form === "malformed") return answer({ form: SEND_AGAIN }, stored);
  const read = (options.read ?? readTenderForm)(form);
  if (form.has("cpvSearch")) {
    // A search for CPV codes sent with the form (no JavaScript): nothing is saved.
    const searched = await checkItemCodes(context, read);
    return {
      ok: false as const,
      answer: data<TenderFormResult>({
        errors: searched.errors,
        values: searched.values,
        cpvSearch: await searchItemCodes(context, searched.values),
      }),
    };
  }
  const coded = await checkItemCodes(context, itemsToSave(read));
  const values = coded.values;
  const publish = options.amend === true || text(form, "intent") === "publish";
  const refuse = (errors: TenderFormResult["errors"], status = 400) =>
    data<TenderFormResult>({ errors, values }, status);
  if (publish && mustVerify(context, member))
    return answer({ form: UNVERIFIED_MESSAGE }, values, 403);
  const checked = await checkTenderForm(context, member, values, publish, now);
  if (!checked.ok || Object.keys(coded.errors).length > 0)
    return answer({ ...(checked.ok ? {} : checked.errors), ...coded.errors }, values);
  const limited = await takeLimit(limit);
  if (limited) return answer({ form: limited }, values, 429);
  const added = await storeDocuments(context, form, "documents");
  if (!added.ok) return answer({ documents: added.problem }, values);
  return { ok: true as const, form, checked, publish, refuse, documents: added.documents };
}
