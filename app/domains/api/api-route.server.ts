import type { LoaderFunctionArgs } from "react-router";
import { takeTokenLimit } from "~/lib/route-limits.server";
import { carrying, routeAction, routeLoader } from "~/lib/route-policy.server";
import { ApiProblem, problemResponse } from "./problem";
import { bearerOf } from "./tokens";
import { asForm } from "./json-form";

// Every API endpoint (/api/v1) is a React Router resource route whose loader or action is declared
// with the pages' own pipeline (routeLoader/routeAction, decision 221) and wrapped here
// (docs/decisions/490): the bearer token is checked, counted against its rate limit and becomes
// the request's member (`context.user`, never an operator) and `context.apiGrant` (its scope and
// company); a JSON body becomes the form the pipeline reads; and whatever the handler answers or
// throws becomes JSON, or a problem document (decision 492). Session cookies are not read here: the
// API acts only for tokens, so a page cannot be made to post to it on a member's behalf.

/** Who may call an endpoint: anyone, a token with the read scope, or one with the write scope. */
export type Access = "public" | "read" | "write";

const NO_STORE = { "Cache-Control": "no-store" };

interface DataLike {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}
const isData = (v: unknown): v is DataLike =>
  typeof v === "object" && v !== null && (v as { type?: unknown }).type === "DataWithResponseInit";

/** The words a page's refusal carried (`{ error }` or `{ message }`), for the problem's detail. */
function wordsOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === "string" && error) return error;
  if (typeof message === "string" && message) return message;
  return undefined;
}

function statusHeaders(init: ResponseInit | null): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    if (name === "retry-after") out["Retry-After"] = value;
  });
  return out;
}

/** A handler's answer as the API sends it. */
export function answered(result: unknown): Response {
  if (result instanceof Response) {
    if (result.status >= 300 && result.status < 400) return problemResponse(500);
    if (result.status >= 400) return problemResponse(result.status);
    const headers = new Headers(result.headers);
    headers.set("Cache-Control", "no-store");
    return new Response(result.body, { status: result.status, headers });
  }
  if (isData(result)) {
    const status = result.init?.status ?? 200;
    if (status >= 400)
      return problemResponse(status, wordsOf(result.data), statusHeaders(result.init));
    return Response.json(result.data, { status, headers: NO_STORE });
  }
  return Response.json(result, { headers: NO_STORE });
}

/** What the handler (or the pipeline before it) threw, as the API sends it. */
export function refused(thrown: unknown): Response {
  if (thrown instanceof ApiProblem)
    return problemResponse(thrown.status, thrown.detail, thrown.headers);
  if (isData(thrown)) {
    const status = thrown.init?.status ?? 500;
    // A redirect is the pages' way to sign in: on the API, the token is missing.
    if (status >= 300 && status < 400) return problemResponse(401);
    return problemResponse(status, wordsOf(thrown.data), statusHeaders(thrown.init));
  }
  if (thrown instanceof Response) {
    void thrown.body?.cancel();
    if (thrown.status >= 300 && thrown.status < 400) return problemResponse(401);
    return problemResponse(thrown.status >= 400 ? thrown.status : 500);
  }
  console.error("[api] an endpoint failed:", thrown);
  return problemResponse(500);
}

/** The token's member and grant, or a problem (401 for a bad token, 429 past its rate). */
async function grantOf(args: LoaderFunctionArgs) {
  const bearer = bearerOf(args.request.headers.get("authorization"));
  if (bearer === null) return null;
  if (bearer === "malformed")
    throw new ApiProblem(401, "The Authorization header must be `Bearer <token>`.");
  const granted = await args.context.repo.apiTokens.authenticate(bearer);
  if (!granted)
    throw new ApiProblem(
      401,
      "This API token is not valid: it may have been revoked. Make a new one in your account settings.",
    );
  const decision = await takeTokenLimit(args.context, granted.grant.tokenId);
  if (!decision.allowed)
    throw new ApiProblem(429, undefined, { "Retry-After": String(decision.retryAfter) });
  return granted;
}

/** An API endpoint around a loader or action declared with its route policy. */
export function apiEndpoint<A extends LoaderFunctionArgs>(
  access: Access,
  declared: (args: A) => Promise<unknown>,
) {
  const endpoint = async (args: A): Promise<Response> => {
    try {
      const granted = await grantOf(args);
      if (access !== "public" && !granted) throw new ApiProblem(401);
      if (access === "write" && granted!.grant.scope !== "write")
        throw new ApiProblem(
          403,
          "This token may only read. Make a token with the read and write scope to do this.",
        );
      const context = {
        ...args.context,
        user: granted?.viewer ?? null,
        apiGrant: granted?.grant ?? null,
      };
      const request = access === "write" ? await asForm(args.request) : args.request;
      return answered(await declared({ ...args, context, request }));
    } catch (thrown) {
      return refused(thrown);
    }
  };
  return carrying(declared, endpoint);
}

/** The grant of a request that passed `apiEndpoint` with "read" or "write" access. */
export function tokenGrant(context: LoaderFunctionArgs["context"]) {
  const grant = context.apiGrant;
  if (!grant) throw new ApiProblem(401);
  return grant;
}

const wrongMethod = (allow: "GET" | "POST") => () => {
  throw new ApiProblem(405, `This endpoint takes ${allow} only.`, { Allow: allow });
};

/** The loader of an endpoint that only takes posts: 405 with Allow. */
export const postOnly = () =>
  apiEndpoint("public", routeLoader({ who: "anyone" }, wrongMethod("POST")));

/** The action of an endpoint that only reads: 405 with Allow. */
export const getOnly = () =>
  apiEndpoint("public", routeAction({ who: "anyone" }, wrongMethod("GET")));
