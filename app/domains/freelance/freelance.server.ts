import { data, redirect, type AppLoadContext } from "react-router";
import { MAX_FILE_BYTES } from "~/domain/form-rules";
import {
  compareProposals,
  FREELANCE_LIMITS,
  freelancePostView,
  freelanceFilterCodec,
  PROPOSAL_FILE_PROBLEMS,
  proposalFilesProblem,
  readProposalSort,
} from "./rules";
import {
  checkFreelancePost,
  checkProposal,
  EMPTY_FREELANCE_POST,
  EMPTY_PROPOSAL,
  freelancePostValues,
  type FreelancePostField,
  type FreelancePostValues,
  type ProposalField,
  type ProposalValues,
} from "./schema";
import { tooManyMessage } from "~/domain/limits";
import { notFound, signInPath, type Viewer } from "~/lib/access.server";
import { downloadResponse } from "~/lib/download";
import { SEND_AGAIN } from "~/lib/form-data.server";
import type { FormOutcome, LimitRule, Posted, TakeLimit } from "~/lib/route-policy.server";
import { fieldsLike, textOf } from "~/lib/form-data";
import { loadListPage } from "~/lib/incremental";
import { renderMarkdown } from "~/lib/markdown.server";
import { tellOf } from "~/lib/tell.server";
import type { ProposalRefusal } from "./data/model.server";

// Freelance Opportunities' loaders and actions (issue 30, docs/decisions/205): the listing, a
// post's page with the proposal form, the owner's pages (posting, editing, comparing proposals,
// accepting one) and the freelancer's list. Every one names the member; another member's post,
// proposal or file is a 404, and the data layer (data/) checks the same again.

/** The text fields, or the proposal's files with room for the text and multipart framing. */
/** The post form's limit (the routes declare each one). */
export const POST_FORM_LIMIT = 128 * 1024;
/** The owner's page of a post: publish, close, accept. */
export const MANAGED_POST_FORM_LIMIT = 16 * 1024;
/** A proposal with its files. */
export const PROPOSAL_FORM_LIMIT = FREELANCE_LIMITS.filesMax * MAX_FILE_BYTES + 256 * 1024;

const today = () => new Date().toISOString().slice(0, 10);

/** Sending, changing or withdrawing a proposal, taken once it is valid (decision 300). */
export const PROPOSAL_LIMIT = {
  take: "freelance-proposal",
  when: "in-handler",
} as const satisfies LimitRule;
/** Saving, publishing, closing or reopening a post, or accepting a proposal. */
export const POST_LIMIT = {
  take: "freelance-post",
  when: "in-handler",
} as const satisfies LimitRule;

async function tooOften(limit: TakeLimit) {
  const decision = await limit();
  return decision.allowed ? null : tooManyMessage(decision.retryAfter);
}

const REFUSALS: Record<Exclude<ProposalRefusal, "not-found">, string> = {
  sample:
    "This is a sample post: it shows how freelance work is posted and takes no proposals. Companies on the network post the real ones.",
  "own-post": "This is your own post: you cannot send it a proposal.",
  closed: "This post no longer takes proposals.",
  decided: "This post no longer takes proposals.",
};

// ---- The listing.

export async function loadFreelanceListing(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  return loadListPage(url, freelanceFilterCodec, async (filters, limit) => {
    const page = await context.repo.freelance.listing(filters, limit);
    return { ...page, items: page.items.map(freelancePostView) };
  });
}

// ---- A post's page, and the proposal sent from it.

export interface ProposalFormResult {
  values: ProposalValues;
  errors: Partial<Record<ProposalField | "form", string>>;
}

export async function loadFreelancePost(context: AppLoadContext, request: Request, id: string) {
  const found = await context.repo.freelance.publicPost(id);
  if (!found) {
    return data({ found: null, signIn: null, notice: null }, { status: 404 });
  }
  const viewer = context.user;
  const { post, state } = found;
  const isOwner = viewer !== null && post.ownerId === viewer.id;
  const [mine, managed] = await Promise.all([
    viewer && !isOwner ? context.repo.freelance.proposalsOf(viewer.id, id) : [],
    isOwner ? context.repo.freelance.owned(viewer.id, id) : undefined,
  ]);
  const url = new URL(request.url);
  const path = url.pathname;
  return {
    found: {
      post: freelancePostView(post),
      state,
      html: renderMarkdown(post.description, "post"),
      isOwner,
      proposalCount: managed?.proposals ?? null,
      mine: mine[0] ?? null,
    },
    signIn: viewer
      ? null
      : {
          signIn: signInPath(path),
          join: `/join?${new URLSearchParams({ next: path })}`,
        },
    notice: url.searchParams.has("sent")
      ? "Your proposal is sent. The company will compare it with the others; you will be told of their choice."
      : url.searchParams.has("updated")
        ? "Your proposal is updated."
        : url.searchParams.has("withdrawn")
          ? "Your proposal is withdrawn."
          : null,
  };
}

/** Sends or changes the member's proposal (`intent=propose`), or withdraws it. */
export async function freelancePostAction(
  context: AppLoadContext,
  { viewer: member, form, limit }: Required<Posted<FormOutcome>>,
  id: string,
) {
  const refuse = (
    errors: ProposalFormResult["errors"],
    status: number,
    values: ProposalValues = EMPTY_PROPOSAL,
  ) => data<ProposalFormResult>({ values, errors }, { status });
  if (form === "too-large") return refuse({ files: PROPOSAL_FILE_PROBLEMS["too-large"] }, 413);
  if (form === "malformed") return refuse({ form: SEND_AGAIN }, 400);
  const intent = textOf(form.get("intent"));

  if (intent === "withdraw") {
    const limited = await tooOften(limit);
    if (limited) return refuse({ form: limited }, 429);
    const withdrawn = await context.repo.freelance.withdraw(
      member.id,
      textOf(form.get("proposal")),
    );
    if (!withdrawn.ok) {
      if (withdrawn.reason === "not-found") notFound();
      return refuse({ form: REFUSALS.closed }, 409);
    }
    await context.freelanceFiles.remove(withdrawn.files);
    throw redirect(`/jobs/freelance/${id}?withdrawn=1`);
  }

  const values = fieldsLike(form, EMPTY_PROPOSAL);
  const checked = checkProposal(values);
  if (!checked.ok) return refuse(checked.errors, 400, values);
  const files = form.getAll("files").filter((f): f is File => typeof f !== "string" && f.size > 0);
  const fileProblem = proposalFilesProblem(files);
  if (fileProblem) return refuse({ files: PROPOSAL_FILE_PROBLEMS[fileProblem] }, 400, values);
  const found = await context.repo.freelance.publicPost(id);
  if (!found) notFound();
  const limited = await tooOften(limit);
  if (limited) return refuse({ form: limited }, 429, values);

  const stored = [];
  for (const file of files) {
    const result = await context.freelanceFiles.store(file);
    if (!result.ok) {
      await context.freelanceFiles.remove(stored.map((d) => d.file));
      return refuse({ files: PROPOSAL_FILE_PROBLEMS[result.problem] }, 400, values);
    }
    stored.push(result.document);
  }
  const sent = await context.repo.freelance.propose(
    { id: member.id, name: member.name },
    id,
    checked.proposal,
    stored,
    tellOf(context),
  );
  if (!sent.ok) {
    await context.freelanceFiles.remove(stored.map((d) => d.file));
    if (sent.reason === "not-found") notFound();
    return refuse({ form: REFUSALS[sent.reason] }, 409, values);
  }
  await context.freelanceFiles.remove(sent.replacedFiles);
  throw redirect(`/jobs/freelance/${id}?${sent.created ? "sent" : "updated"}=1#your-proposal`);
}

// ---- Posting and editing (owners of approved companies).

export interface PostFormResult {
  values: FreelancePostValues;
  errors: Partial<Record<FreelancePostField | "form", string>>;
}

export async function loadPostForm(context: AppLoadContext, member: Viewer, id?: string) {
  const companies = (await context.repo.hiring.companiesOf(member.id)).map((c) => ({
    id: c.id,
    name: c.name,
  }));
  if (id) {
    const managed = await context.repo.freelance.owned(member.id, id);
    if (!managed || managed.post.status === "awarded") notFound();
    return { companies, values: freelancePostValues(managed.input), id, today: today() };
  }
  return {
    companies,
    values: { ...EMPTY_FREELANCE_POST, companyId: companies[0]?.id ?? "" },
    id: null,
    today: today(),
  };
}

/** Saves a new post (a draft, or published with `intent=publish`) or an edit of one. */
export async function postFormAction(
  context: AppLoadContext,
  { viewer: member, form, limit }: Required<Posted>,
  id?: string,
) {
  const values = fieldsLike(form, EMPTY_FREELANCE_POST);
  const checked = checkFreelancePost(values, today());
  if (!checked.ok) return data<PostFormResult>({ values, errors: checked.errors }, { status: 400 });
  const limited = await tooOften(limit);
  if (limited) return data<PostFormResult>({ values, errors: { form: limited } }, { status: 429 });
  if (id) {
    if (!(await context.repo.freelance.update(member.id, id, checked.post))) notFound();
    throw redirect(`/account/freelance/${id}?saved=1`);
  }
  const publish = textOf(form.get("intent")) === "publish";
  const created = await context.repo.freelance.create(member.id, checked.post, publish);
  if (!created) {
    return data<PostFormResult>(
      { values, errors: { companyId: "Choose one of your approved companies." } },
      { status: 400 },
    );
  }
  throw redirect(`/account/freelance/${created}?${publish ? "published" : "saved"}=1`);
}

// ---- The owner's page of one post: its proposals compared, and the choice of one.

const MANAGED_NOTICES = {
  published: "The post is published on Freelance Opportunities.",
  saved: "Your changes are saved.",
  closed: "The post is closed: it takes no more proposals. You can still accept one.",
  accepted: "The proposal is accepted, and every proposer was told.",
} as const;

export async function loadManagedPost(
  context: AppLoadContext,
  request: Request,
  member: Viewer,
  id: string,
) {
  const [managed, proposals] = await Promise.all([
    context.repo.freelance.owned(member.id, id),
    context.repo.freelance.proposals(member.id, id),
  ]);
  if (!managed || !proposals) notFound();
  const params = new URL(request.url).searchParams;
  const sort = readProposalSort(params);
  const compared = compareProposals(proposals, sort);
  // ?accept=<id>: the confirmation step, a page of its own so that it works without scripts.
  const confirming =
    managed.post.status !== "awarded" && managed.post.status !== "draft"
      ? (compared.find((p) => p.id === params.get("accept") && p.status === "submitted") ?? null)
      : null;
  const done = [...params.keys()].find((k): k is keyof typeof MANAGED_NOTICES =>
    Object.hasOwn(MANAGED_NOTICES, k),
  );
  return {
    managed: { ...managed, post: freelancePostView(managed.post) },
    proposals: compared,
    contract: await acceptedContract(context, proposals),
    sort,
    confirming,
    notice: done ? MANAGED_NOTICES[done] : null,
  };
}

/** The accepted proposal's contract (issue 42): its page once drafted, else the poster's draft. */
async function acceptedContract(
  context: AppLoadContext,
  proposals: readonly { id: string; status: string }[],
) {
  const accepted = proposals.find((p) => p.status === "accepted");
  if (!accepted) return null;
  const id = await context.repo.contracts.fromAward(`proposal:${accepted.id}`);
  return {
    proposalId: accepted.id,
    href: id
      ? `/contracts/${id}`
      : `/contracts/new?${new URLSearchParams({ proposal: accepted.id })}`,
    drafted: id !== null,
  };
}

const STATUS_REFUSALS = {
  "not-found": null,
  awarded: "A proposal is accepted: the post stays awarded.",
  "past-closing":
    "The closing date has passed: edit the post and choose a later one, then publish it again.",
} as const;

/** Publish, close or reopen the post; or accept one proposal. */
export async function managedPostAction(
  context: AppLoadContext,
  { viewer: member, form, limit }: Required<Posted>,
  id: string,
) {
  const intent = textOf(form.get("intent"));
  const limited = await tooOften(limit);
  if (limited) return data({ error: limited }, { status: 429 });
  if (intent === "publish" || intent === "close") {
    const result = await context.repo.freelance.setStatus(
      member.id,
      id,
      intent === "publish" ? "published" : "closed",
    );
    if (result === "not-found") notFound();
    if (result !== "ok") return data({ error: STATUS_REFUSALS[result] }, { status: 409 });
    throw redirect(`/account/freelance/${id}?${intent === "publish" ? "published" : "closed"}=1`);
  }
  if (intent === "accept") {
    const accepted = await context.repo.freelance.accept(
      member.id,
      id,
      textOf(form.get("proposal")),
      tellOf(context),
    );
    if (!accepted.ok) {
      if (accepted.reason === "not-found") notFound();
      return data({ error: "A proposal is already accepted for this post." }, { status: 409 });
    }
    throw redirect(`/account/freelance/${id}?accepted=1`);
  }
  return data({ error: "Choose what to do." }, { status: 400 });
}

/** A file of a proposal, downloaded by the post's owner only (everyone else: 404). */
export async function proposalFileResponse(
  context: AppLoadContext,
  member: Viewer,
  params: { id: string; proposalId: string; fileId: string },
) {
  const file = await context.repo.freelance.file(
    member.id,
    params.id,
    params.proposalId,
    params.fileId,
  );
  const content = file ? await context.freelanceFiles.open(file.file) : null;
  if (!file || !content) notFound();
  return downloadResponse({
    name: file.name,
    contentType: file.content_type,
    size: Number(file.size),
    open: () => content,
  });
}
