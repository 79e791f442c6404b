import { requirementLabel } from "./requirements";
import { data, type AppLoadContext } from "react-router";
import { bidsUnsealed, mayBid, questionsOpen } from "./rules";
import { notFound } from "~/lib/access.server";
import { TENDER_NOTICES, type TenderNotice } from "./notices";
import { tenderViewFor, type TenderView } from "./view";
import { datesLocale, DEFAULT_LOCALE, requestLocale } from "~/lib/locale";
import { formatInZone } from "~/lib/zoned-time";
import { changesInWords } from "./amendment";
import type { TimelineView } from "./audit-timeline";
import { awardPanelFor, type AwardPanel } from "./award-view.server";
import { lotAwardPanels } from "./lot-award-view.server";

// A tender's page (/projects/{id}): what it carries for its viewer (view.ts), or a sample project,
// or 404 for anything else, hidden tenders included.

export type TenderPageData =
  | {
      kind: "sample";
      project: Awaited<ReturnType<AppLoadContext["repo"]["projects"]["all"]>>[number];
    }
  | {
      kind: "tender";
      now: string;
      /** The viewer's locale, for the amounts (decision 311). */
      locale: string;
      tender: TenderView;
      viewer: { signedIn: boolean; isBuyer: boolean; isOperator: boolean; evaluator: boolean };
      questions: {
        id: string;
        body: string;
        answer: string | null;
        answeredAt: string | null;
        /** A bidder's question about the award: the buyer's answer goes to them only. */
        aboutAward: boolean;
      }[];
      myQuestions: { id: string; body: string; answer: string | null }[];
      /** The member's own questions about the award, with the buyer's answers. */
      awardQuestions: { id: string; body: string; answer: string | null }[];
      questionsOpen: boolean;
      bidCount: number | null;
      myBids: {
        id: string;
        vendorId: string;
        vendorName: string;
        total: number;
        reconfirm: boolean;
      }[];
      /** The member's approved companies that may still bid now. */
      canBidWith: { id: string; name: string }[];
      /**
       * Whether each of those meets the tender's requirements now: the ones it lacks, in words,
       * and where its owner adds certificates (decision 470). Empty without requirements.
       */
      qualification: { name: string; missing: string[]; link: string }[];
      invitations: { id: string; slug: string; name: string }[];
      unsealed: boolean;
      /** The award for this viewer: pending, their standing, their letter (decision 340). */
      award: AwardPanel | null;
      /** A tender with lots: each lot's award (decision 450). */
      lotAwards: AwardPanel[];
      /** The audit trail, for the buyer and operators only (null for anyone else). */
      timeline: TimelineView | null;
      /** The tender's amendments, oldest first: when, what changed in words, the explanation. */
      amendments: AmendmentView[];
      /** Whether the signed-in member follows the tender; null for a visitor or its buyer. */
      following: boolean | null;
    };

export interface AmendmentView {
  id: string;
  at: string;
  /** When, in the tender's zone (decision 310). */
  atText: string;
  changes: string[];
  explanation: string;
}

/**
 * The project page's data: a tender, a sample project, or 404 (with the page's own not-found
 * screen) for anything else, hidden tenders included.
 */
export async function loadProjectPage(
  context: AppLoadContext,
  request: Request,
  id: string,
  now = new Date(),
) {
  let page: TenderPageData;
  try {
    page = await loadTenderPage(context, id, now, requestLocale(request));
  } catch (thrown) {
    if ((thrown as { init?: ResponseInit }).init?.status === 404)
      return data({ page: null, notice: null }, 404);
    throw thrown;
  }
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  const notice: TenderNotice | null = params.has("published")
    ? "published"
    : done && Object.hasOwn(TENDER_NOTICES, done)
      ? (done as TenderNotice)
      : page.kind === "tender" && page.tender.phase === "draft"
        ? "draft"
        : null;
  return { page, notice };
}

export async function loadTenderPage(
  context: AppLoadContext,
  id: string,
  now = new Date(),
  locale = DEFAULT_LOCALE,
): Promise<TenderPageData> {
  const viewer = context.user;
  const tender = await context.repo.tenders.detail(id, viewer, now);
  if (!tender) {
    const sample = (await context.repo.projects.all()).find((p) => p.id === id);
    if (!sample) notFound();
    return { kind: "sample", project: sample };
  }
  const isBuyer = viewer?.id === tender.buyerId;
  const [questions, myQuestions, bidCount, myBids, companies, invitations, amendments, following] =
    await Promise.all([
      context.repo.tenders.questions(id, isBuyer),
      viewer && !isBuyer ? context.repo.tenders.questionsBy(id, viewer.id) : [],
      isBuyer || viewer?.isOperator ? context.repo.tenders.bidCount(id) : null,
      viewer ? context.repo.tenders.ownBids(id, viewer.id) : [],
      viewer && !isBuyer ? context.repo.companies.ownedBy(viewer.id) : [],
      isBuyer ? context.repo.tenders.invitations(id) : [],
      context.repo.tenders.amendments(id),
      viewer && !isBuyer ? context.repo.tenders.following(id, viewer.id) : null,
    ]);
  const style = { timeZone: tender.timeZone, locale: datesLocale(locale) };
  const invitedIds = new Set(
    tender.visibility === "invited" && viewer
      ? (await context.repo.tenders.invitations(id)).map((i) => i.id)
      : [],
  );
  const bidFor = new Set(myBids.map((b) => b.vendor.id));
  const timeline =
    viewer && (isBuyer || viewer.isOperator)
      ? await context.repo.tenders.timeline(id, viewer, now)
      : null;
  const canBidWith = companies
    .filter(
      (c) =>
        mayBid(
          {
            tender,
            company: { ownerId: c.ownerId, status: c.status, invited: invitedIds.has(c.id) },
            memberId: viewer!.id,
            hasBid: bidFor.has(c.id),
          },
          now,
        ) === null,
    )
    .map((c) => ({ id: c.id, name: c.name, slug: c.slug }));
  const qualification =
    tender.requirements.length > 0 && canBidWith.length > 0
      ? await context.repo.tenders.qualification(
          id,
          canBidWith.map((c) => c.id),
          now,
        )
      : null;
  const award = await awardPanelFor(
    context,
    tender,
    { isBuyer, ownBidIds: myBids.map((b) => b.id) },
    locale,
  );
  const lotAwards = await lotAwardPanels(
    context,
    tender,
    { isBuyer, ownBidIds: myBids.map((b) => b.id) },
    locale,
  );
  return {
    kind: "tender",
    lotAwards,
    now: now.toISOString(),
    locale,
    tender: tenderViewFor(tender, { isBuyer, locale }),
    viewer: {
      signedIn: !!viewer,
      isBuyer,
      isOperator: !!viewer?.isOperator,
      evaluator: !!viewer && (await context.repo.tenders.onPanel(id, viewer.id)),
    },
    questions: questions.map((q) => ({
      id: q.id,
      body: q.body,
      answer: q.answer,
      answeredAt: q.answeredAt,
      aboutAward: q.aboutAward,
    })),
    myQuestions: myQuestions
      .filter((q) => q.answer === null && !q.aboutAward)
      .map((q) => ({ id: q.id, body: q.body, answer: q.answer })),
    awardQuestions: myQuestions
      .filter((q) => q.aboutAward)
      .map((q) => ({ id: q.id, body: q.body, answer: q.answer })),
    questionsOpen: questionsOpen(tender, now),
    bidCount,
    myBids: myBids.map((b) => ({
      id: b.id,
      vendorId: b.vendor.id,
      vendorName: b.vendor.name,
      total: b.total,
      reconfirm: b.reconfirm,
    })),
    canBidWith: canBidWith.map(({ id, name }) => ({ id, name })),
    qualification: qualification
      ? canBidWith.map((c) => ({
          name: c.name,
          missing: (qualification.missing.get(c.id) ?? []).map(requirementLabel),
          link: `/account/companies/${c.slug}/qualification`,
        }))
      : [],
    invitations: invitations.map((i) => ({ id: i.id, slug: i.slug, name: i.name })),
    unsealed: bidsUnsealed(tender, now),
    award,
    timeline,
    amendments: amendments.map((a) => ({
      id: a.id,
      at: a.at,
      atText: formatInZone(a.at, tender.timeZone, style.locale),
      changes: changesInWords(a.changes, style),
      explanation: a.explanation,
    })),
    following,
  };
}
