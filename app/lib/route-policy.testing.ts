import type { AppLoadContext } from "react-router";
import { readBody, type FormOutcome, type Posted } from "./route-policy.server";

// For domain tests: what the pipeline hands an action (docs/decisions/221), built from a
// context's signed-in member and a request, the form read under the route's own body rule.

/** A plain limit: the form (413 or 400 thrown past it, as the pipeline answers). */
export async function asPosted(
  context: AppLoadContext,
  request: Request,
  body: number,
): Promise<Posted>;
/** `{ max, refusals: "handler" }`: the form, or "too-large"/"malformed" for the handler. */
export async function asPosted(
  context: AppLoadContext,
  request: Request,
  body: { max: number; refusals: "handler" },
): Promise<Posted<FormOutcome>>;
export async function asPosted(
  context: AppLoadContext,
  request: Request,
  body: number | { max: number; refusals: "handler" },
): Promise<Posted<FormOutcome>> {
  if (!context.user) throw new Error("asPosted needs a signed-in member in the context.");
  return { viewer: context.user, form: await readBody(request, body) };
}
