import { redirect, type AppLoadContext } from "react-router";
import { notFound, type Viewer } from "~/lib/access.server";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { fieldText as text } from "~/lib/form-data";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import { tellOf } from "~/lib/tell.server";
import { forget, REASONS, texts } from "./action-kit.server";
import type { TenderDetail } from "./data/model.server";
import { checkTenderPost } from "./new-tender.server";
import { TENDER_LIMITS } from "./rules";
import { formValuesOf, readTenderForm, type TenderFormValues } from "./tender-form.server";
import { itemsToSave } from "./tender-form-cpv.server";
import { formatInZone } from "~/lib/zoned-time";
import { datesLocale, requestLocale } from "~/lib/locale";

// An amendment of a published tender (/projects/{id}/amend, issue 41, Build 4; decision 330):
// its buyer opens the tender's items, criteria, deadlines and documents filled in from the
// tender as it stands, changes them and explains why; the post is read and checked as the
// tender form's (tender-form.server.ts), then written as data (data/amendments.server.ts).
// Anyone else gets 404, as for a draft; a draft goes to its edit, a closed tender to its page.

export interface AmendTenderPage {
  id: string;
  title: string;
  timeZone: string;
  /** The deadlines now, as the tender's page shows them (its zone, with the zone's name). */
  bidDeadlineText: string;
  questionDeadlineText: string;
  values: TenderFormValues;
  documents: { id: string; name: string; size: number }[];
  bidCount: number;
}

async function buyersOpenTender(context: AppLoadContext, member: Viewer, id: string, now: Date) {
  const tender = await context.repo.tenders.detail(id, member, now);
  if (!tender || tender.buyerId !== member.id) notFound();
  if (!tender.publishedAt) throw redirect(`/projects/${id}/edit`);
  if (tender.phase !== "open") throw redirect(`/projects/${id}`);
  return tender;
}

export async function loadAmendTender(
  context: AppLoadContext,
  request: Request,
  member: Viewer,
  id: string,
  now = new Date(),
): Promise<AmendTenderPage> {
  const tender = await buyersOpenTender(context, member, id, now);
  const locale = datesLocale(requestLocale(request));
  return {
    id,
    title: tender.title,
    timeZone: tender.timeZone,
    bidDeadlineText: formatInZone(tender.bidDeadline, tender.timeZone, locale),
    questionDeadlineText: formatInZone(tender.questionDeadline, tender.timeZone, locale),
    values: { ...formValuesOf(tender, []), explanation: "" },
    documents: tender.documents.map((d) => ({ id: d.id, name: d.name, size: d.size })),
    bidCount: await context.repo.tenders.bidCount(id),
  };
}

/**
 * The post as tender form values: the tender's other fields as they are; its title,
 * description, budget and visibility (decision 395), items (a row ticked "Remove" left out),
 * criteria and deadlines as sent, in the tender's zone.
 */
function amendedValues(tender: TenderDetail, form: FormData): TenderFormValues {
  const stored = formValuesOf(tender, []);
  const posted = readTenderForm(form);
  const removed = new Set(texts(form, "removeItem"));
  return {
    ...stored,
    buyer: "",
    buyerName: tender.buyerName,
    title: posted.title,
    description: posted.description,
    budget: posted.budget,
    budgetHidden: posted.budgetHidden,
    visibility: posted.visibility,
    // A stored item stays in its lot; an added one is in the lot chosen (decision 456).
    items: posted.items
      .filter((i) => !(i.id && removed.has(i.id)))
      .map((i) => {
        const was = i.id ? stored.items.find((s) => s.id === i.id) : undefined;
        return was ? { ...i, lot: was.lot } : i;
      }),
    requirements: stored.requirements,
    criteria: posted.criteria,
    questionDeadline: posted.questionDeadline,
    bidDeadline: posted.bidDeadline,
    explanation: text(form, "explanation"),
  };
}

const REFUSED_FIELD: Record<string, string> = {
  shorter: "bidDeadline",
  "shorter-questions": "questionDeadline",
  documents: "documents",
};

export async function amendTenderAction(
  context: AppLoadContext,
  posted: Required<Posted<FormOutcome>>,
  id: string,
  clock: Clock = systemClock,
) {
  const member = posted.viewer;
  const tender = await buyersOpenTender(context, member, id, readClock(clock));
  const read = (f: FormData) => amendedValues(tender, f);
  const stored = formValuesOf(tender, []);
  const checkedPost = await checkTenderPost(context, posted, stored, readClock(clock), {
    read,
    amend: true,
  });
  if (!checkedPost.ok) return checkedPost.answer;
  const { checked, refuse, documents } = checkedPost;
  const explanation = text(checkedPost.form, "explanation").trim();
  if ([...explanation].length > TENDER_LIMITS.addendumMax) {
    await forget(context, documents);
    return refuse({
      explanation: `The explanation is at most ${TENDER_LIMITS.addendumMax} characters.`,
    });
  }
  const values = itemsToSave(read(checkedPost.form));
  const result = await context.repo.tenders.amendTender(
    id,
    member.id,
    {
      explanation,
      basics: {
        title: checked.value.title,
        description: checked.value.description,
        budget: { amount: checked.value.budget, hidden: checked.value.budgetHidden },
        visibility: checked.value.visibility,
      },
      items: checked.value.items.map((item, i) => ({ ...item, id: values.items[i]?.id ?? null })),
      criteria: checked.value.criteria,
      questionDeadline: checked.value.questionDeadline,
      bidDeadline: checked.value.bidDeadline,
      added: documents,
      removed: texts(checkedPost.form, "removeDocument"),
    },
    clock,
    tellOf(context),
  );
  if (!result.ok) {
    await forget(context, documents);
    if (result.reason === "not-found") notFound();
    return refuse(
      { [REFUSED_FIELD[result.reason] ?? "form"]: REASONS[result.reason] ?? result.reason },
      409,
    );
  }
  await context.tenderFiles.remove(result.removedFiles);
  // The amendment is committed: its notices' e-mails go out now.
  context.notifications.queued();
  return redirect(`/projects/${id}?done=${result.reconfirm ? "amended" : "amended-bids-stand"}`);
}
