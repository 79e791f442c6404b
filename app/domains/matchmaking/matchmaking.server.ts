import { data, redirect, type AppLoadContext } from "react-router";
import { notFound } from "~/lib/access.server";
import { fieldText } from "~/lib/form-data";
import type { Posted } from "~/lib/route-policy.server";
import { tellOf } from "~/lib/tell.server";
import { readSearch, SEARCH_MESSAGES } from "./saved-search";

// The matchmaking pages' actions: saved searches, the calendar feed, and the invitation of
// suggested suppliers. Each is scoped by the member: another member's record is not found.

/** The forms' limit: a few short fields, or one checkbox per suggested supplier. */
export const MATCH_FORM_LIMIT = 16 * 1024;

export interface MatchActionResult {
  error: string;
  field?: string;
}

/** Saves a search (from its form or /projects' filters) or deletes the member's own one. */
export async function searchAction(context: AppLoadContext, { viewer, form }: Posted) {
  const remove = fieldText(form, "delete");
  if (remove) {
    if (!(await context.repo.matchmaking.deleteSearch(viewer.id, remove))) notFound();
    throw redirect("/account/tender-searches?deleted=1");
  }
  const read = readSearch((name) => fieldText(form, name));
  if (!read.ok) return data<MatchActionResult>({ error: read.error, field: read.field }, 400);
  const saved = await context.repo.matchmaking.saveSearch(viewer.id, read.criteria);
  if (saved === "full") return data<MatchActionResult>({ error: SEARCH_MESSAGES.tooMany }, 409);
  throw redirect("/account/tender-searches?saved=1");
}

/** Makes (or replaces) the member's calendar feed address, or revokes it. */
export async function calendarAction(context: AppLoadContext, { viewer, form }: Posted) {
  if (fieldText(form, "intent") === "revoke") {
    await context.repo.matchmaking.revokeCalendarToken(viewer.id);
    throw redirect("/account/calendar?revoked=1");
  }
  await context.repo.matchmaking.renewCalendarToken(viewer.id);
  throw redirect("/account/calendar?made=1");
}

/** Invites the ticked suggested suppliers to the buyer's own tender, through its invitations. */
export async function inviteSuggestedAction(
  context: AppLoadContext,
  { viewer, form }: Posted,
  tenderId: string,
) {
  const ids = [...new Set(form.getAll("company").filter((v) => typeof v === "string"))];
  const suggested = await context.repo.matchmaking.suggestions(tenderId, viewer.id);
  if (!suggested) notFound();
  if (ids.length === 0)
    return data<MatchActionResult>({ error: "Tick at least one supplier to invite." }, 400);
  const tell = tellOf(context);
  let invited = 0;
  for (const id of ids.slice(0, 30)) {
    const result = await context.repo.tenders.invite(tenderId, viewer.id, id, undefined, tell);
    if (result.ok) invited++;
    else if (result.reason === "not-found") notFound();
  }
  context.notifications.queued();
  throw redirect(`/projects/${tenderId}/suggestions?invited=${invited}`);
}
