import type { AppLoadContext } from "react-router";
import { postLimit } from "./route-limits.server";
import { readBody, type FormOutcome, type LimitRule, type Posted } from "./route-policy.server";

// For domain tests: what the pipeline hands an action (docs/decisions/221), built from a
// context's signed-in member and a request, the form read under the route's own body rule, and
// `limit()` taking the route's declared limit (decision 300) once per post, as the pipeline does.

/** A plain limit: the form (413 or 400 thrown past it, as the pipeline answers). */
export async function asPosted(
  context: AppLoadContext,
  request: Request,
  body: number,
  limit?: LimitRule,
): Promise<Required<Posted>>;
/** `{ max, refusals: "handler" }`: the form, or "too-large"/"malformed" for the handler. */
export async function asPosted(
  context: AppLoadContext,
  request: Request,
  body: { max: number; refusals: "handler" },
  limit?: LimitRule,
): Promise<Required<Posted<FormOutcome>>>;
export async function asPosted(
  context: AppLoadContext,
  request: Request,
  body: number | { max: number; refusals: "handler" },
  rule?: LimitRule,
): Promise<Required<Posted<FormOutcome>>> {
  const viewer = context.user;
  if (!viewer) throw new Error("asPosted needs a signed-in member in the context.");
  const form = await readBody(request, body);
  const { limit } = postLimit(context, rule, form, viewer);
  return { viewer, form, limit };
}
