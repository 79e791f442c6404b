import {
  data,
  isRouteErrorResponse,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from "react-router";
import {
  mustVerify,
  notFound,
  OPERATOR_TWO_FACTOR_MESSAGE,
  requireMember,
  UNVERIFIED_MESSAGE,
  type Viewer,
} from "./access.server";
import { readFormData } from "./form-data.server";
import { ALLOWED, postLimit, tooMany, type LimitRule, type TakeLimit } from "./route-limits.server";

export type { LimitRule, SecondLimit, TakeLimit } from "./route-limits.server";

// Every route's loader and action states its policy once, and this pipeline enforces it before
// the handler runs (docs/decisions/221): who may call it, how large a form it reads (read here,
// once), and which member rate limit it takes. The handler receives what the policy proved: the
// viewer (never null past "anyone") and the form. Posts from another origin never get this far:
// the server refuses them before their body is read (server/pages.ts, decision 102).

/** Who may call a loader or an action. */
export type Who = "anyone" | "member" | "confirmed" | "operator" | "owner";

/**
 * Whether this member owns what the request names (a company, a job, a tender...): run by the
 * pipeline before the handler; false is a 404, as for a page that does not exist.
 */
export type OwnerCheck<A> = (args: A, viewer: Viewer) => boolean | Promise<boolean>;

type WhoPolicy<A> =
  { who: "anyone" | "member" | "confirmed" | "operator" } | { who: "owner"; owns: OwnerCheck<A> };

/**
 * How an action's form is read: a number is its limit in bytes (413 past it, 400 when it is not a
 * form); `{ max, refusals: "handler" }` hands "too-large" or "malformed" to an action that shows
 * them in its own form.
 */
export type BodyRule = number | { max: number; refusals: "handler" };

export type LoaderPolicy<A> = WhoPolicy<A>;
export type ActionPolicy<A> = WhoPolicy<A> & {
  /** The form's limit: the pipeline reads it once and hands it to the handler. */
  body?: BodyRule;
  /** The member rate limit it takes. */
  limit?: LimitRule;
};

type ViewerOf<W> = W extends "anyone" ? Viewer | null : Viewer;
type FormOf<B> = B extends number
  ? FormData
  : B extends { refusals: "handler" }
    ? FormData | "too-large" | "malformed"
    : never;

/** What the pipeline hands a handler besides React Router's own arguments. */
export interface Granted<W, B = undefined> {
  viewer: ViewerOf<W>;
  form: FormOf<B>;
  /** The declared limit, for a rule taken `"in-handler"`. */
  limit: TakeLimit;
}

/** What a form read under `{ refusals: "handler" }` may be. */
export type FormOutcome = FormData | "too-large" | "malformed";

/** What an action hands its domain function: the member and the form the pipeline read. */
export interface Posted<F extends FormOutcome = FormData> {
  viewer: Viewer;
  form: F;
  /** The limit the route declared for this post, taken once the form is valid. */
  limit?: TakeLimit;
}

const POLICY = Symbol.for("procureconnect.route-policy");

/** A loader or action whose policy the pipeline enforces (the conformance test looks for it). */
export type Declared<F> = F & { readonly [POLICY]: LoaderPolicy<never> | ActionPolicy<never> };

/** Whether a route export went through routeLoader/routeAction. */
export function isDeclared(value: unknown): boolean {
  return typeof value === "function" && POLICY in value;
}

/** The policy a declared export enforces (for tests). */
export function policyOf(value: unknown): ActionPolicy<never> | undefined {
  return isDeclared(value) ? (value as Declared<() => void>)[POLICY] : undefined;
}

function operatorTwoFactorRefusal(): never {
  throw data(
    { code: "OPERATOR_TWO_FACTOR", message: OPERATOR_TWO_FACTOR_MESSAGE },
    { status: 403 },
  );
}

/** An operator who may not use operator powers until they turn on two-step sign-in. */
function heldBack(context: AppLoadContext): boolean {
  const user = context.user;
  return (
    user?.isOperator === true &&
    context.requireOperatorTwoFactor === true &&
    user.twoFactorEnabled !== true
  );
}

/** The viewer the handlers of one request see, and whether they asked for operator powers. */
interface Seen {
  viewer: Viewer | null;
  /** Whether a held-back operator's operator powers were asked for (always false otherwise). */
  asked: () => boolean;
}

/**
 * The viewer a handler sees: an operator held back for want of two-step sign-in acts as a member
 * (no operator powers) until they turn it on, and the pipeline notes whether the handler (or the
 * domain code reading `context.user`) asked for operator powers.
 */
function seenAs(context: AppLoadContext): Seen {
  const user = context.user;
  if (!user || !heldBack(context)) return { viewer: user ?? null, asked: () => false };
  let asked = false;
  const viewer = { ...user };
  Object.defineProperty(viewer, "isOperator", {
    enumerable: true,
    get: () => {
      asked = true;
      return false;
    },
  });
  return { viewer, asked: () => asked };
}

async function admit<A extends LoaderFunctionArgs>(
  policy: WhoPolicy<A>,
  args: A,
  seen: Seen,
): Promise<Viewer | null> {
  const { context, request } = args;
  if (policy.who === "anyone") return seen.viewer;
  if (policy.who === "operator") {
    if (!context.user?.isOperator) notFound();
    if (heldBack(context)) operatorTwoFactorRefusal();
    return context.user;
  }
  requireMember(context, request);
  const viewer = seen.viewer!;
  if (policy.who === "confirmed" && mustVerify(context, viewer))
    throw data({ code: "UNVERIFIED", message: UNVERIFIED_MESSAGE }, { status: 403 });
  if (policy.who === "owner" && !(await policy.owns(args, viewer))) notFound();
  return viewer;
}

const statusOf = (value: unknown): number | undefined => {
  if (value instanceof Response) return value.status;
  if (isRouteErrorResponse(value)) return value.status;
  if (typeof value === "object" && value !== null && "init" in value && "data" in value)
    return (value as { init?: { status?: number } | null }).init?.status ?? undefined;
  return undefined;
};
const REFUSED = new Set([403, 404]);

/**
 * Runs the handler, once; an operator held back for want of two-step sign-in runs it as a member.
 * When they are refused (404 or 403) what operator powers might have allowed, the refusal is the
 * one that tells them to turn it on: for a loader, when the handler asked whether they are an
 * operator (a page that does not exist never asks, and stays the member's 404); an action's
 * refusal always (decisions 221, 301, 361).
 */
async function refusingHeldBack<A extends LoaderFunctionArgs, R>(
  args: A,
  run: (args: A) => R,
  seen: Seen,
  kind: "loader" | "action",
): Promise<Awaited<R>> {
  if (!heldBack(args.context)) return await run(args);
  // The domain code that reads `context.user` sees the same viewer as the handler.
  const context = Object.create(args.context, { user: { value: seen.viewer } });
  const refused = (refusal: () => never): never => {
    if (kind === "loader" && !seen.asked()) refusal();
    operatorTwoFactorRefusal();
  };
  let result: Awaited<R>;
  try {
    result = await run({ ...args, context });
  } catch (thrown) {
    if (REFUSED.has(statusOf(thrown) ?? 0))
      refused(() => {
        throw thrown;
      });
    throw thrown;
  }
  if (REFUSED.has(statusOf(result) ?? 0)) {
    // Its body is not sent: a file it would have sent is not read.
    if (result instanceof Response && seen.asked()) await result.body?.cancel();
    refused(() => {
      throw result;
    });
  }
  return result;
}

function declare<F extends object>(fn: F, policy: object): Declared<F> {
  Object.defineProperty(fn, POLICY, { value: Object.freeze({ ...policy }) });
  return fn as Declared<F>;
}

/**
 * A loader with its policy: `routeLoader({ who: "member" }, ({ context }: Route.LoaderArgs,
 * { viewer }) => ...)`. It returns what the handler returns, so React Router's types still infer
 * the page's loaderData.
 */
export function routeLoader<
  P extends LoaderPolicy<A>,
  R,
  A extends LoaderFunctionArgs = LoaderFunctionArgs,
>(
  policy: P,
  handler: (args: A, granted: Omit<Granted<P["who"]>, "form">) => R,
): Declared<(args: A) => Promise<Awaited<R>>> {
  const loader = async (args: A): Promise<Awaited<R>> => {
    const seen = seenAs(args.context);
    const viewer = await admit(policy, args, seen);
    return refusingHeldBack(
      args,
      (run) => handler(run, { viewer } as Granted<P["who"]>),
      seen,
      "loader",
    );
  };
  return declare(loader, policy);
}

/** The form as the pipeline reads it under `rule` (413/400 thrown for a plain limit). */
export async function readBody(request: Request, rule: BodyRule) {
  if (typeof rule === "number") {
    const form = await readFormData(request, rule);
    if (typeof form === "string") throw data(null, { status: form === "too-large" ? 413 : 400 });
    return form;
  }
  return readFormData(request, rule.max);
}

/** Whether an action's answer (returned or thrown) is a success: a write may have been made. */
const succeeded = (answer: unknown): boolean => {
  const status = statusOf(answer);
  return status === undefined || status < 400;
};

/**
 * An action with its policy: `routeAction({ who: "confirmed", body: BID_FORM_MAX_BYTES, limit:
 * "tender-bid" }, ({ context, params }: Route.ActionArgs, { viewer, form }) => ...)`.
 */
export function routeAction<
  P extends ActionPolicy<A>,
  R,
  A extends ActionFunctionArgs = ActionFunctionArgs,
>(
  policy: P,
  handler: (args: A, granted: Granted<P["who"], P["body"]>) => R,
): Declared<(args: A) => Promise<Awaited<R>>> {
  const action = async (args: A): Promise<Awaited<R>> => {
    const seen = seenAs(args.context);
    const viewer = await admit(policy, args, seen);
    const rule = policy.limit;
    if (typeof rule === "string") {
      const decision = await postLimit(args.context, rule, undefined, viewer).limit();
      if (!decision.allowed) tooMany(decision);
    }
    const form = policy.body === undefined ? undefined : await readBody(args.request, policy.body);
    const perPost = typeof rule === "object" ? rule : undefined;
    const { name, limit, taken } = postLimit(args.context, perPost, form, viewer);
    if (name !== null && typeof rule === "object" && rule.when === "before") {
      const decision = await limit();
      if (!decision.allowed) tooMany(decision);
    }
    /**
     * A success the handler answered without taking its declared limit is counted now (a
     * signed-out caller's has no member to count it for: a keyed limit is the handler's).
     */
    const counted = async (answer: unknown) => {
      if (name === null || taken() || viewer === null || !succeeded(answer)) return;
      console.error(`[route-policy] ${name} was declared but not taken by the handler: taken now.`);
      await limit().catch(() => ALLOWED);
    };
    let answer: Awaited<R>;
    try {
      answer = await refusingHeldBack(
        args,
        (run) => handler(run, { viewer, form, limit } as Granted<P["who"], P["body"]>),
        seen,
        "action",
      );
    } catch (thrown) {
      // A redirect thrown after a write counts; an error does not.
      if (statusOf(thrown) !== undefined) await counted(thrown);
      throw thrown;
    }
    await counted(answer);
    return answer;
  };
  return declare(action, policy);
}

/**
 * A function around a declared loader or action that calls it and answers for it (the API's
 * token check and JSON answers, decision 490): it carries the policy of the one it calls, which
 * the pipeline still enforces.
 */
export function carrying<F extends object>(declared: unknown, outer: F): Declared<F> {
  const policy = policyOf(declared);
  if (!policy) throw new Error("carrying: the function called declares no route policy");
  return declare(outer, policy);
}
