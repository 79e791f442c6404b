import { data, type AppLoadContext } from "react-router";
import { tooManyMessage, type LimitDecision, type LimitName } from "~/domain/limits";
import type { Viewer } from "./access.server";

// The member rate limits a route declares with its policy (docs/decisions/300, 361), and how the
// pipeline (route-policy.server.ts) takes them for one post: the only place a limit is taken.

/**
 * A second limit taken with another (`with`) while `applies` holds for the member: the forum's
 * stricter limit for new accounts, on top of the usual one.
 */
export interface SecondLimit {
  with: LimitName;
  take: LimitName;
  applies: (context: AppLoadContext, viewer: Viewer) => boolean | Promise<boolean>;
}

/**
 * The member rate limit an action declares:
 * - a `LimitName`: every call takes it before its form is read (429 with the wait);
 * - `{ take, when }`: `take` names the limit of every post, or of each `intent` (the form's field;
 *   an intent named `null` takes none); `otherwise` names the limit of a post whose intent `take`
 *   does not name (none when absent); `also` adds a second limit to one of them. `when: "before"`
 *   takes it once the form is read, before the handler (429); `when: "in-handler"` leaves it to
 *   the handler, which calls `limit()` once its form is valid and shows a refusal in its own form.
 *   A handler that answers a success without having taken it still has it counted (and the
 *   omission logged).
 */
export type LimitRule =
  | LimitName
  | {
      take: LimitName | Readonly<Partial<Record<string, LimitName | null>>>;
      otherwise?: LimitName;
      also?: SecondLimit;
      when: "before" | "in-handler";
    };

/**
 * Takes the limit the route declared for this post, once (allowed when it declared none for
 * this intent); per member, or per `key` for a caller who is not signed in.
 */
export type TakeLimit = (key?: string) => Promise<LimitDecision>;

export const ALLOWED: LimitDecision = { allowed: true, retryAfter: 0 };

/** The limit a rule names for this post: for every post, for its intent, or for other intents. */
export function limitOf(rule: LimitRule | undefined, form: unknown): LimitName | null {
  if (rule === undefined) return null;
  if (typeof rule === "string") return rule;
  if (typeof rule.take === "string") return rule.take;
  const intent = form instanceof FormData ? form.get("intent") : null;
  if (typeof intent === "string" && Object.hasOwn(rule.take, intent))
    return rule.take[intent] ?? null;
  return rule.otherwise ?? null;
}

/** Every limit a rule may name (for the conformance test). */
export function namesOf(rule: LimitRule): LimitName[] {
  if (typeof rule === "string") return [rule];
  const named = typeof rule.take === "string" ? [rule.take] : Object.values(rule.take);
  return [...named, rule.otherwise, rule.also?.with, rule.also?.take].filter(
    (n): n is LimitName => typeof n === "string",
  );
}

export function tooMany(decision: LimitDecision): never {
  throw data(
    { code: "TOO_MANY", message: tooManyMessage(decision.retryAfter) },
    { status: 429, headers: { "Retry-After": String(decision.retryAfter) } },
  );
}

/** The declared limit of one post: `limit()` takes it once; `taken()` says whether it has. */
export interface PostLimit {
  /** The limit this post takes (null: none). */
  name: LimitName | null;
  limit: TakeLimit;
  taken: () => boolean;
}

/**
 * The limit `rule` declares for this post, taken for `viewer` (or a `key` the handler gives for a
 * caller who is not signed in): the first, then the second while it applies; the first refusal
 * is the answer (the ones before it are spent, as when a handler took them one by one).
 */
export function postLimit(
  context: AppLoadContext,
  rule: LimitRule | undefined,
  form: unknown,
  viewer: Viewer | null,
): PostLimit {
  const name = limitOf(rule, form);
  const also = typeof rule === "object" ? rule.also : undefined;
  let taken = false;
  const limit: TakeLimit = async (key = viewer?.id) => {
    if (name === null || taken) return ALLOWED;
    if (!key) throw new Error("A rate limit is taken per member: declare who is signed in.");
    taken = true;
    const names = [name];
    if (also?.with === name && viewer && (await also.applies(context, viewer)))
      names.push(also.take);
    let decision = ALLOWED;
    for (const n of names) {
      decision = await context.limits.take(n, key);
      if (!decision.allowed) return decision;
    }
    return decision;
  };
  return { name, limit, taken: () => taken };
}

/**
 * Counts one request of an API token (decision 490) against `api-request`, keyed by the token:
 * the API's wrapper takes it before the route's own policy runs.
 */
export function takeTokenLimit(context: AppLoadContext, tokenId: string): Promise<LimitDecision> {
  return context.limits.take("api-request", `token:${tokenId}`);
}
