import { data, redirect, type AppLoadContext } from "react-router";
import type { SaveAnswer } from "~/components/shared/save-toggle";
import { tooManyMessage } from "~/domain/limits";
import { mayEditShortlist } from "./permissions";
import { SHORTLIST_MESSAGES } from "./schema";
import { SAVE_MESSAGES } from "~/lib/save-notice";
import { notFound, safeReturnPath, signInPath, type Viewer } from "~/lib/access.server";
import { withSaveNotice } from "~/lib/save-notice";
import { fieldText as text } from "~/lib/form-data";
import type { FormOutcome, LimitRule, TakeLimit } from "~/lib/route-policy.server";

// The Save buttons' route actions (issue 22): a supplier to the member's shortlists, a job ad
// to their saved jobs. Who (a member; a list only its owner's), how often (the members' write
// limits), then the write. A plain form post goes back to the page it came from with the
// outcome; the buttons' background post (`respond=data`) gets the outcome as data instead.

/** A Save form holds a few short fields. */
export const MAX_SAVE_FORM_BYTES = 4 * 1024;

/** A member's Save is a shortlist write, taken once the post names what it saves (decision 300). */
export const SAVE_LIMIT = {
  take: "shortlist-write",
  when: "in-handler",
} as const satisfies LimitRule;

/**
 * What the pipeline hands a Save action: whoever posted (a signed-out visitor is answered from
 * the form: sent back to sign in, or told so), and the form or why it could not be read.
 */
export interface SavePost {
  viewer: Viewer | null;
  form: FormOutcome;
  /** SAVE_LIMIT, taken for the member once the post is valid. */
  limit: TakeLimit;
}

type Answer = ReturnType<typeof data<SaveAnswer>>;

/** The page the form was on: its `next` field, else the Referer on this site, else `fallback`. */
export function returnPathOf(form: FormData | null, request: Request, fallback: string): string {
  const next = form ? safeReturnPath(text(form, "next"), "") : "";
  if (next) return next;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === new URL(request.url).origin) {
        return safeReturnPath(from.pathname + from.search, fallback);
      }
    } catch {
      // Not a URL: the fallback.
    }
  }
  return fallback;
}

interface SaveRequest {
  user: Viewer;
  limit: TakeLimit;
  form: FormData;
  back: string;
  /** The buttons' background post: answer with data, not a redirect. */
  asData: boolean;
  intent: "add" | "remove";
  target: string;
}

/** Reads and checks what every Save post carries; a response when it cannot go on. */
function readSave(
  { viewer: user, form: read, limit }: SavePost,
  request: Request,
  field: string,
  fallback: string,
): SaveRequest | Answer | Response {
  const form = read instanceof FormData ? read : null;
  const back = returnPathOf(form, request, fallback);
  const asData = form !== null && text(form, "respond") === "data";
  if (!user) {
    if (asData) return answer({ ok: false, saved: false, message: "Please sign in." }, 401);
    return redirect(signInPath(back));
  }
  if (!form)
    return answer({ ok: false, saved: false, message: "The form could not be read." }, 400);
  const intent = text(form, "intent");
  const target = text(form, field).trim();
  if ((intent !== "add" && intent !== "remove") || !target) {
    return answer({ ok: false, saved: false, message: "Unknown action." }, 400);
  }
  return { user, limit, form, back, asData, intent, target };
}

function answer(result: SaveAnswer, status = 200): Answer {
  return data(result, { status });
}

async function tooOften(save: SaveRequest): Promise<Answer | null> {
  const decision = await save.limit();
  if (decision.allowed) return null;
  return answer({ ok: false, saved: false, message: tooManyMessage(decision.retryAfter) }, 429);
}

function done(save: SaveRequest, saved: boolean, message: string): Answer | Response {
  if (save.asData) return answer({ ok: true, saved, message });
  return redirect(withSaveNotice(save.back, save.target, saved ? "added" : "removed"));
}

/**
 * POST /account/shortlists/save: `vendorId`, `intent` add (to `listId`, or the member's first
 * list, made when they have none) or remove (from `listId`, or from every list of theirs).
 */
export async function saveVendorAction(
  context: AppLoadContext,
  request: Request,
  posted: SavePost,
): Promise<Answer | Response> {
  const save = readSave(posted, request, "vendorId", "/vendors");
  if (!("intent" in save)) return save;
  const { user } = save;
  const { shortlists } = context.repo;
  const listId = text(save.form, "listId").trim() || null;
  if (listId) {
    const list = await shortlists.byId(listId);
    // Another member's list does not exist for this one.
    if (!list || !mayEditShortlist(user, list)) notFound();
  }
  const limited = await tooOften(save);
  if (limited) return limited;
  if (save.intent === "remove") {
    await shortlists.remove(user.id, save.target, listId);
    return done(save, false, SAVE_MESSAGES.vendor.removed);
  }
  const result = await shortlists.add(user.id, save.target, listId);
  if (result.kind === "no-vendor" || result.kind === "no-list") notFound();
  if (result.kind === "list-full") {
    return answer({ ok: false, saved: false, message: SHORTLIST_MESSAGES.listFull }, 409);
  }
  return done(save, true, SAVE_MESSAGES.vendor.added);
}

/** POST /account/saved-jobs/save: `jobId`, `intent` add or remove, for the member's own list. */
export async function saveJobAction(
  context: AppLoadContext,
  request: Request,
  posted: SavePost,
): Promise<Answer | Response> {
  const save = readSave(posted, request, "jobId", "/jobs");
  if (!("intent" in save)) return save;
  // Saved jobs are kept per account: a member can only ever name their own.
  const { user } = save;
  const limited = await tooOften(save);
  if (limited) return limited;
  const jobs = context.repo.shortlists.jobs;
  if (save.intent === "remove") {
    await jobs.remove(user.id, save.target);
    return done(save, false, SAVE_MESSAGES.job.removed);
  }
  const result = await jobs.save(user.id, save.target);
  if (result === "no-job") notFound();
  if (result === "full") {
    return answer({ ok: false, saved: false, message: SHORTLIST_MESSAGES.tooManyJobs }, 409);
  }
  return done(save, true, SAVE_MESSAGES.job.added);
}
