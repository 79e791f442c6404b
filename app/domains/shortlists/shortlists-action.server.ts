import { data, redirect, type AppLoadContext } from "react-router";
import { tooManyMessage } from "~/domain/limits";
import { mayEditShortlist } from "./permissions";
import { checkShortlistName, checkShortlistNote, SHORTLIST_MESSAGES } from "./schema";
import { notFound, type Viewer } from "~/lib/access.server";
import { fieldText as text } from "~/lib/form-data";
import type { FormOutcome, LimitRule, Posted } from "~/lib/route-policy.server";
import {
  SHORTLIST_DONE,
  SHORTLIST_INTENTS,
  listAnchor,
  itemAnchor,
  type ShortlistActionResult,
  type ShortlistIntent,
} from "./shortlist-result";

// /account/shortlists' forms (issue 22): make, rename and delete lists, note and remove
// suppliers, share a read-only link and take it back. Each asks
// permissions.ts about the list first: another member's list does not
// exist for the asker (404), and nothing is written. Success goes back to the page (post,
// redirect, get), a refusal answers with what was typed.

/** The shortlists page's forms' limit (the route declares it). */
export const MAX_FORM_BYTES = 16 * 1024;

/** Every change to a list is a shortlist write, taken once its form is valid (decision 300). */
export const SHORTLISTS_LIMIT = {
  take: "shortlist-write",
  when: "in-handler",
} as const satisfies LimitRule;

type Answer = ReturnType<typeof data<ShortlistActionResult>>;

function answer(result: Partial<ShortlistActionResult>, status: number): Answer {
  return data(
    {
      intent: null,
      listId: null,
      vendorId: null,
      message: null,
      errors: {},
      values: {},
      ...result,
    },
    { status },
  );
}

function back(intent: ShortlistIntent, anchor: string | null): Response {
  return redirect(`/account/shortlists?done=${intent}${anchor ? `#${anchor}` : ""}`);
}

export async function shortlistsAction(
  context: AppLoadContext,
  { viewer: user, form, limit }: Required<Posted<FormOutcome>>,
): Promise<Answer | Response> {
  if (form === "too-large") return answer({ message: "The form is too large." }, 413);
  if (form === "malformed") return answer({ message: "The form could not be read." }, 400);
  const intent = SHORTLIST_INTENTS.find((i) => i === text(form, "intent"));
  if (!intent) return answer({ message: "Unknown action." }, 400);
  const { shortlists } = context.repo;
  const listId = text(form, "listId") || null;
  const vendorId = text(form, "vendorId") || null;
  const base = { intent, listId, vendorId };

  const limited = async (values: Record<string, string> = {}) => {
    const decision = await limit();
    return decision.allowed
      ? null
      : answer({ ...base, values, message: tooManyMessage(decision.retryAfter) }, 429);
  };

  if (intent === "create") {
    const values = { name: text(form, "name") };
    const name = checkShortlistName(values.name);
    if (!name.ok) return answer({ ...base, values, errors: name.errors }, 400);
    const refused = await limited(values);
    if (refused) return refused;
    const id = await shortlists.create(user.id, name.value);
    if (!id) return answer({ ...base, values, message: SHORTLIST_MESSAGES.tooManyLists }, 409);
    return back(intent, listAnchor(id));
  }

  // Every other form is about one list, which must be the asker's.
  const list = listId ? await shortlists.byId(listId) : undefined;
  if (!list || !mayEditShortlist(user, list)) notFound();

  switch (intent) {
    case "rename": {
      const values = { name: text(form, "name") };
      const name = checkShortlistName(values.name);
      if (!name.ok) return answer({ ...base, values, errors: name.errors }, 400);
      const refused = await limited(values);
      if (refused) return refused;
      await shortlists.rename(list.id, name.value);
      return back(intent, listAnchor(list.id));
    }
    case "note": {
      const values = { note: text(form, "note") };
      const note = checkShortlistNote(values.note);
      if (!note.ok) return answer({ ...base, values, errors: note.errors }, 400);
      const refused = await limited(values);
      if (refused) return refused;
      if (!vendorId || !(await shortlists.setNote(list.id, vendorId, note.value))) notFound();
      return back(intent, itemAnchor(list.id, vendorId));
    }
    case "remove": {
      if (!vendorId) notFound();
      const refused = await limited();
      if (refused) return refused;
      await shortlists.remove(user.id, vendorId, list.id);
      return back(intent, listAnchor(list.id));
    }
    case "delete": {
      const refused = await limited();
      if (refused) return refused;
      await shortlists.delete(list.id);
      return back(intent, null);
    }
    case "share": {
      const refused = await limited();
      if (refused) return refused;
      const shareToken = await shortlists.share(list.id);
      // Answered, not redirected: the link is shown this once, and is in no address.
      return answer({ ...base, shareToken }, 200);
    }
    case "revoke": {
      const refused = await limited();
      if (refused) return refused;
      await shortlists.revoke(list.id);
      return back(intent, listAnchor(list.id));
    }
  }
}

/** What /account/shortlists shows: the member's lists, and what their last post did. */
export async function shortlistsLoader(context: AppLoadContext, request: Request, user: Viewer) {
  const url = new URL(request.url);
  const done = SHORTLIST_INTENTS.find((i) => i === url.searchParams.get("done"));
  const lists = await context.repo.shortlists.ownedBy(user.id);
  // What the page shows of each list, never its stored record (docs/decisions/250).
  const shown = lists
    .filter((list) => mayEditShortlist(user, list))
    .map(({ id, name, shared, count, items }) => ({
      id,
      name,
      shared,
      count,
      items: items.map(({ vendor, note }) => ({ vendor, note })),
    }));
  return { lists: shown, notice: done ? SHORTLIST_DONE[done] : null };
}
