import { redirect, type AppLoadContext } from "react-router";
import { notFound, type Viewer } from "~/lib/access.server";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import { forget, REASONS } from "./action-kit.server";
import { checkTenderPost } from "./new-tender.server";
import type { TenderValues } from "./schema";
import {
  formValuesOf,
  tenderFormChoices,
  type TenderFormChoices,
  type TenderFormValues,
} from "./tender-form.server";

// A draft's edit (/projects/{id}/edit, issue 41): its buyer opens the tender's form filled in and
// saves over the draft (or publishes it). Anyone else gets 404, as for the draft itself; a
// published tender sends its buyer back to its page, where addenda change it.

export interface EditTenderPage extends TenderFormChoices {
  id: string;
  title: string;
  companies: { id: string; name: string }[];
  values: TenderFormValues;
  documents: { id: string; name: string; size: number }[];
}

async function buyersDraft(context: AppLoadContext, member: Viewer, id: string, now: Date) {
  const tender = await context.repo.tenders.detail(id, member, now);
  if (!tender || tender.buyerId !== member.id) notFound();
  if (tender.publishedAt || tender.cancelledAt) throw redirect(`/projects/${id}`);
  return tender;
}

export async function loadEditTender(
  context: AppLoadContext,
  member: Viewer,
  id: string,
  now = new Date(),
): Promise<EditTenderPage> {
  const tender = await buyersDraft(context, member, id, now);
  const companies = (await context.repo.companies.ownedBy(member.id))
    .filter((c) => c.status === "approved")
    .map((c) => ({ id: c.id, name: c.name }));
  return {
    id,
    title: tender.title,
    companies,
    ...tenderFormChoices(),
    values: formValuesOf(tender, await context.repo.tenders.emailsOf(tender.evaluatorIds)),
    documents: tender.documents.map((d) => ({ id: d.id, name: d.name, size: d.size })),
  };
}

export async function editTenderAction(
  context: AppLoadContext,
  post: Required<Posted<FormOutcome>>,
  id: string,
  clock: Clock = systemClock,
) {
  const member = post.viewer;
  const tender = await buyersDraft(context, member, id, readClock(clock));
  const posted = await checkTenderPost(
    context,
    post,
    formValuesOf(tender, await context.repo.tenders.emailsOf(tender.evaluatorIds)),
    readClock(clock),
  );
  if (!posted.ok) return posted.answer;
  const { checked, publish, refuse } = posted;
  const added = { documents: posted.documents };
  const result = await context.repo.tenders.updateDraft(
    id,
    member.id,
    {
      values: checked.value as TenderValues,
      buyerVendorId: checked.company?.id ?? null,
      added: added.documents,
      removed: posted.form
        .getAll("removeDocument")
        .filter((v): v is string => typeof v === "string"),
      publish,
    },
    clock,
  );
  if (!result.ok) {
    await forget(context, added.documents);
    if (result.reason === "not-found") notFound();
    const field = result.reason === "documents" ? "documents" : "form";
    return refuse({ [field]: REASONS[result.reason] ?? result.reason }, 409);
  }
  await context.tenderFiles.remove(result.removedFiles);
  return redirect(`/projects/${id}${publish ? "?published=1" : "?done=saved"}`);
}
