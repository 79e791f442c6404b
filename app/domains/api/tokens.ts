// API tokens (issue 45, docs/decisions/490): what a token looks like, its scopes, and how the
// account page's form is read. A token is "pc_" and 32 random bytes (base64url); only its SHA-256
// is kept, so it is shown once, when it is made.

export const TOKEN_PREFIX = "pc_";
/** A token as it is given: the prefix and 43 base64url characters. */
export const TOKEN_SHAPE = /^pc_[A-Za-z0-9_-]{43}$/;

export const TOKEN_SCOPES = ["read", "write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const SCOPE_LABELS: Record<TokenScope, string> = {
  read: "Read",
  write: "Read and write",
};

export const TOKEN_NAME_MAX = 80;

/** What the API knows about the token of a request. */
export interface ApiGrant {
  tokenId: string;
  scope: TokenScope;
  /** The company the token acts for. */
  company: { id: string; slug: string; name: string };
}

/** A token as the account page lists it: never the token itself. */
export interface TokenView {
  id: string;
  name: string;
  scope: TokenScope;
  companyName: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export type NewTokenForm =
  | { ok: true; name: string; scope: TokenScope; company: string }
  | { ok: false; errors: Partial<Record<"name" | "scope" | "company", string>> };

/** Reads the "Create token" form: a name, a scope and one of the member's companies (by slug). */
export function readNewToken(fields: {
  name: unknown;
  scope: unknown;
  company: unknown;
}): NewTokenForm {
  const errors: Partial<Record<"name" | "scope" | "company", string>> = {};
  const name = typeof fields.name === "string" ? fields.name.trim() : "";
  if (!name) errors.name = "Give the token a name, such as the system that will use it.";
  else if (name.length > TOKEN_NAME_MAX)
    errors.name = `Keep the name to ${TOKEN_NAME_MAX} characters.`;
  const scope = TOKEN_SCOPES.find((s) => s === fields.scope);
  if (!scope) errors.scope = "Choose what the token may do.";
  const company = typeof fields.company === "string" ? fields.company : "";
  if (!company) errors.company = "Choose the company the token acts for.";
  if (Object.keys(errors).length > 0 || !scope) return { ok: false, errors };
  return { ok: true, name, scope, company };
}

/** The token a request carries as `Authorization: Bearer <token>`; null without one. */
export function bearerOf(header: string | null): string | null | "malformed" {
  if (header === null) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : "malformed";
}
