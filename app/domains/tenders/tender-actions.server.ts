import { data, redirect, type AppLoadContext } from "react-router";
import { TENDER_LIMITS } from "./rules";
import { mustVerify, notFound, UNVERIFIED_MESSAGE, type Viewer } from "~/lib/access.server";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { downloadResponse } from "~/lib/download";
import { fieldText as text } from "~/lib/form-data";
import { SEND_AGAIN } from "~/lib/form-data.server";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import { tellOf } from "~/lib/tell.server";
import { type TenderNotice } from "./notices";
import { REASONS, takeLimit } from "./action-kit.server";
import { deadlineIn } from "./tender-form.server";

// The tender page's forms (publish, ask, answer, amend, cancel, invite, follow, reconfirm,
// withdraw, and the award's: cancel the intended award, ask about it) and its documents'
// downloads. Each write reads its own time inside its transaction (decision 216).

export interface TenderActionResult {
  error: string;
  field?: string;
}

/** The intents whose result others read. */
const PUBLISHING = new Set(["publish", "ask", "answer", "amend"]);

/**
 * The tender page's forms: publish, ask, answer, amend (an addendum: the explanation and a later
 * bid deadline; the amendment's page changes the rest), cancel, invite, follow or unfollow,
 * reconfirm and withdraw a bid.
 */
export async function tenderAction(
  context: AppLoadContext,
  { viewer: member, form, limit }: Required<Posted<FormOutcome>>,
  id: string,
  clock: Clock = systemClock,
) {
  if (typeof form === "string") return data<TenderActionResult>({ error: SEND_AGAIN }, 400);
  const intent = text(form, "intent");
  const tell = tellOf(context);
  const done = (notice: TenderNotice, hash = "") => {
    // The change is committed: its notices' e-mails (if any were queued) go out now.
    context.notifications.queued();
    return redirect(`/projects/${id}?done=${notice}${hash}`);
  };
  const fail = (reason: string, field?: string, status = 409) =>
    data<TenderActionResult>({ error: REASONS[reason] ?? reason, field }, status);
  const tender = await context.repo.tenders.visible(id, member, readClock(clock));
  if (!tender) notFound();
  // What others read (a published tender, a question, an answer, an addendum) needs a confirmed
  // e-mail address when the site requires one (decision 151).
  if (PUBLISHING.has(intent) && mustVerify(context, member))
    return fail(UNVERIFIED_MESSAGE, intent === "ask" ? "question" : undefined, 403);

  // Each write below reads `clock` itself, inside its transaction: its deadline is checked
  // against the time the change is made, not the time the request began to arrive.
  switch (intent) {
    case "publish": {
      const limited = await takeLimit(limit);
      if (limited) return fail(limited, undefined, 429);
      const result = await context.repo.tenders.publish(id, member.id, clock);
      return result.ok ? done("published") : fail(result.reason);
    }
    case "delete": {
      const files = await context.repo.tenders.deleteDraft(id, member.id);
      if (!files) return fail("not-found");
      await context.tenderFiles.remove(files);
      return redirect("/account/tenders?deleted=1");
    }
    case "ask": {
      const body = text(form, "question").trim();
      if (!body) return fail("Please write your question.", "question", 400);
      if ([...body].length > TENDER_LIMITS.questionMax)
        return fail(
          `A question is at most ${TENDER_LIMITS.questionMax} characters.`,
          "question",
          400,
        );
      const limited = await takeLimit(limit);
      if (limited) return fail(limited, "question", 429);
      const result = await context.repo.tenders.ask(id, member, body, clock, tell);
      return result.ok ? done("asked", "#questions") : fail(result.reason, "question");
    }
    case "answer": {
      const body = text(form, "answer").trim();
      if (!body) return fail("Please write your answer.", `answer-${text(form, "question")}`, 400);
      const result = await context.repo.tenders.answer(
        id,
        text(form, "question"),
        member.id,
        body.slice(0, TENDER_LIMITS.answerMax),
        clock,
        tell,
      );
      if (!result.ok) return fail(result.reason);
      return done(result.aboutAward ? "award-answered" : "answered", "#questions");
    }
    case "amend": {
      const body = text(form, "addendum").trim();
      if (!body) return fail("Please describe the change.", "addendum", 400);
      // A new deadline is a local time in the tender's own zone (decision 310).
      const local = text(form, "bidDeadline").trim();
      const read = local ? deadlineIn(local, tender.timeZone) : null;
      if (read && !read.ok) return fail(read.problem, "bidDeadline", 400);
      const deadline = read?.ok ? read.iso : null;
      const result = await context.repo.tenders.amend(
        id,
        member.id,
        { body: body.slice(0, TENDER_LIMITS.addendumMax), bidDeadline: deadline },
        clock,
        tell,
      );
      return result.ok ? done("amended") : fail(result.reason, "bidDeadline");
    }
    case "cancel": {
      const reason = text(form, "reason").trim();
      if (!reason) return fail("Please give the reason, for the bidders.", "reason", 400);
      const result = await context.repo.tenders.cancel(
        id,
        { id: member.id, asOperator: false },
        reason.slice(0, TENDER_LIMITS.reasonMax),
        clock,
        tell,
      );
      return result.ok ? done("cancelled") : fail(result.reason);
    }
    case "cancel-award": {
      const result = await context.repo.tenders.cancelAward(id, member.id, clock, tell);
      return result.ok ? done("award-cancelled") : fail(result.reason);
    }
    case "cancel-lot-award": {
      const lot = Number(text(form, "lot"));
      const result = await context.repo.tenders.cancelLotAward(id, lot, member.id, clock, tell);
      return result.ok ? done("award-cancelled") : fail(result.reason);
    }
    case "ask-award": {
      const body = text(form, "question").trim();
      if (!body) return fail("Please write your question.", "award-question", 400);
      if ([...body].length > TENDER_LIMITS.questionMax)
        return fail(
          `A question is at most ${TENDER_LIMITS.questionMax} characters.`,
          "award-question",
          400,
        );
      const limited = await takeLimit(limit);
      if (limited) return fail(limited, "award-question", 429);
      const result = await context.repo.tenders.askAboutAward(id, member, body, clock, tell);
      return result.ok ? done("award-asked") : fail(result.reason, "award-question");
    }
    case "invite": {
      const slug = text(form, "company").trim();
      const vendor = slug ? await context.repo.vendors.bySlug(slug) : undefined;
      if (!vendor) return fail("No listed company has that address.", "company", 400);
      const result = await context.repo.tenders.invite(id, member.id, vendor.id, clock, tell);
      return result.ok ? done("invited") : fail(result.reason, "company");
    }
    case "follow":
    case "unfollow": {
      const on = intent === "follow";
      const result = await context.repo.tenders.follow(id, member, on, readClock(clock));
      return result ? done(on ? "followed" : "unfollowed") : fail("not-found");
    }
    case "reconfirm": {
      const result = await context.repo.tenders.reconfirmBid(text(form, "bid"), member, clock, {
        tell,
      });
      return result.ok ? done("reconfirmed") : fail(result.reason);
    }
    case "withdraw": {
      const result = await context.repo.tenders.withdrawBid(text(form, "bid"), member, clock);
      if (!result.ok) return fail(result.reason);
      await context.tenderFiles.remove(result.files);
      return done("withdrawn");
    }
    default:
      return fail("Unknown action.", undefined, 400);
  }
}

/** A tender document, for anyone who may see the tender. */
export async function tenderDocumentResponse(
  context: AppLoadContext,
  id: string,
  documentId: string,
) {
  const tender = await context.repo.tenders.visible(id, context.user, new Date());
  if (!tender) notFound();
  const doc = await context.repo.tenders.document(id, documentId);
  const content = doc ? await context.tenderFiles.open(doc.file) : null;
  if (!doc || !content) notFound();
  return downloadResponse({
    name: doc.name,
    contentType: doc.content_type,
    size: Number(doc.size),
    open: () => content,
  });
}

/** A bid's document: for its owner, or for the buyer once bids are open. */
export async function bidDocumentResponse(
  context: AppLoadContext,
  member: Viewer,
  bidId: string,
  documentId: string,
) {
  const doc = await context.repo.tenders.bidDocument(bidId, documentId, member.id);
  const content = doc ? await context.tenderFiles.open(doc.file) : null;
  if (!doc || !content) notFound();
  return downloadResponse({
    name: doc.name,
    contentType: doc.content_type,
    size: Number(doc.size),
    open: () => content,
  });
}
