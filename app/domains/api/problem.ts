// Error answers of the API as problem details (RFC 9457, `application/problem+json`): a status,
// a short title for the kind of problem and a sentence that says what to do (docs/decisions/492).

export const PROBLEM_TYPE = "application/problem+json";

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
}

const TITLES: Record<number, string> = {
  400: "Bad request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  413: "Content too large",
  415: "Unsupported media type",
  422: "Unprocessable content",
  429: "Too many requests",
  500: "Internal server error",
  503: "Service unavailable",
};

/** The sentence said when a handler refused without one of its own. */
const DETAILS: Record<number, string> = {
  401: "Send an API token as `Authorization: Bearer <token>`. Tokens are made in your account settings.",
  403: "This token may not do that.",
  404: "There is no such record, or this token may not see it.",
  413: "The request's body is too large.",
  429: "Too many requests with this token. Wait for the seconds Retry-After gives.",
  500: "Something went wrong on our side. Please try again; if it keeps happening, quote the X-Request-Id.",
};

export function problem(status: number, detail?: string): Problem {
  return {
    type: "about:blank",
    title: TITLES[status] ?? "Error",
    status,
    detail: detail ?? DETAILS[status] ?? TITLES[status] ?? "The request failed.",
  };
}

/** Why a post to the API from a page of another site is refused. */
export const API_FROM_A_PAGE =
  "The API takes writes from your own systems with a token, not from pages of other sites.";

/** A problem as the response that carries it. */
export function problemResponse(
  status: number,
  detail?: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(problem(status, detail)), {
    status,
    headers: { "Content-Type": PROBLEM_TYPE, "Cache-Control": "no-store", ...headers },
  });
}

/** A refusal thrown by a handler: the API's wrapper answers it as a problem. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ?? TITLES[status] ?? String(status));
  }
}

export function refuse(status: number, detail?: string): never {
  throw new ApiProblem(status, detail);
}
