import { data, type AppLoadContext } from "react-router";
import type { Posted } from "~/lib/route-policy.server";
import { readNewToken, type NewTokenForm } from "./tokens";

// The API tokens page's posts (/account/api-tokens, docs/decisions/490): make a token (shown
// once, in this answer only) or revoke one. Only the member's own companies and tokens.

export interface TokenAnswer {
  /** The new token, shown once. */
  token?: { value: string; name: string };
  revoked?: string;
  errors?: Extract<NewTokenForm, { ok: false }>["errors"];
  values?: { name: string; scope: string; company: string };
  error?: string;
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export async function tokenAction(context: AppLoadContext, { viewer, form }: Posted) {
  const intent = form.get("intent");
  if (intent === "revoke") {
    const id = text(form.get("token"));
    const name = text(form.get("name"));
    if (!(await context.repo.apiTokens.revokeToken(viewer.id, id)))
      return data<TokenAnswer>({ error: "That token was revoked already." }, 404);
    return { revoked: name || "The token" } satisfies TokenAnswer;
  }
  const values = {
    name: text(form.get("name")),
    scope: text(form.get("scope")),
    company: text(form.get("company")),
  };
  const read = readNewToken(values);
  if (!read.ok) return data<TokenAnswer>({ errors: read.errors, values }, 400);
  const made = await context.repo.apiTokens.createToken(viewer.id, read);
  if (!made)
    return data<TokenAnswer>({ errors: { company: "Choose one of your companies." }, values }, 400);
  return { token: { value: made.token, name: read.name } } satisfies TokenAnswer;
}

/** The page's data: the member's tokens and the companies a token may act for. */
export async function loadTokens(context: AppLoadContext, memberId: string) {
  const [tokens, companies] = await Promise.all([
    context.repo.apiTokens.tokensOf(memberId),
    context.repo.companies.ownedBy(memberId),
  ]);
  return {
    tokens,
    companies: companies.map((c) => ({ slug: c.slug, name: c.name })),
  };
}
