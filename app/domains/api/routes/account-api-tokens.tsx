import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessages, InputField, SelectField } from "~/components/ui/field";
import { formatTimestamp } from "~/lib/dates";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { formPageMeta } from "~/lib/seo";
import { loadTokens, tokenAction, type TokenAnswer } from "../token-action.server";
import { NewToken } from "../token-parts";
import { SCOPE_LABELS, TOKEN_NAME_MAX, TOKEN_SCOPES } from "../tokens";
import type { Route } from "./+types/account-api-tokens";

// The member's API tokens (issue 45, docs/decisions/490): make one for a company, with a scope;
// it is shown once; list them with when they were made and last used; revoke them. Plain forms:
// all of it works without JavaScript.

const PAGE = {
  title: "API tokens",
  description: "Tokens let your company's systems use the ProcureConnect API on your behalf.",
  path: "/account/api-tokens",
} as const;

export const loader = routeLoader({ who: "member" }, ({ context }: Route.LoaderArgs, { viewer }) =>
  loadTokens(context, viewer.id),
);

export const action = routeAction(
  { who: "member", body: 8 * 1024 },
  ({ context }: Route.ActionArgs, posted) => tokenAction(context, posted),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(PAGE, matches);
}

const LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

export default function ApiTokens({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as TokenAnswer | undefined;
  const { tokens, companies } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{PAGE.title}</h1>
      <p className="mt-2 text-slate-700">
        {PAGE.description} How to use them is on the{" "}
        <Link to="/developers" className={LINK}>
          developers&apos; page
        </Link>
        .
      </p>

      {answer?.token ? <NewToken name={answer.token.name} value={answer.token.value} /> : null}
      {answer?.revoked ? (
        <div className="mt-8">
          <FormMessages error={null} success={`${answer.revoked} was revoked.`} />
        </div>
      ) : null}

      <section aria-labelledby="your-tokens" className="mt-10">
        <h2 id="your-tokens" className="text-xl font-semibold text-slate-900">
          Your tokens
        </h2>
        {tokens.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">You have no API tokens.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {tokens.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-4 p-4">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{t.name}</p>
                  <p className="text-sm text-slate-700">
                    {t.companyName} · {SCOPE_LABELS[t.scope]}
                  </p>
                  <p className="text-sm text-slate-600">
                    Created {formatTimestamp(t.createdAt)} ·{" "}
                    {t.lastUsedAt ? `Last used ${formatTimestamp(t.lastUsedAt)}` : "Never used"}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="token" value={t.id} />
                  <input type="hidden" name="name" value={t.name} />
                  <Button type="submit" variant="outline" aria-label={`Revoke ${t.name}`}>
                    Revoke
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {answer?.error ? (
          <div className="mt-4">
            <FormMessages error={answer.error} success={null} />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="create-token" className="mt-10">
        <h2 id="create-token" className="text-xl font-semibold text-slate-900">
          Create a token
        </h2>
        {companies.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            A token acts for one of your companies.{" "}
            <Link to="/vendors/register" className={LINK}>
              Register your company
            </Link>{" "}
            first.
          </p>
        ) : (
          <Form
            method="post"
            className="mt-4 grid gap-4 sm:max-w-md"
            // A new token empties the form (with JavaScript, the page is not loaded again).
            key={answer?.token?.value ?? "create"}
          >
            <input type="hidden" name="intent" value="create" />
            <InputField
              id="token-name"
              name="name"
              label="Name"
              required
              maxLength={TOKEN_NAME_MAX}
              hint="What will use it, such as “ERP purchasing”."
              defaultValue={answer?.values?.name}
              error={answer?.errors?.name}
            />
            <SelectField
              id="token-company"
              name="company"
              label="Company"
              required
              placeholder="Choose a company"
              options={companies.map((c) => c.slug)}
              labelOf={(slug) => companies.find((c) => c.slug === slug)?.name ?? slug}
              defaultValue={
                answer?.values?.company ?? (companies.length === 1 ? companies[0]!.slug : "")
              }
              error={answer?.errors?.company}
            />
            <SelectField
              id="token-scope"
              name="scope"
              label="What it may do"
              required
              placeholder="Choose"
              options={TOKEN_SCOPES}
              labelOf={(scope) => SCOPE_LABELS[scope as keyof typeof SCOPE_LABELS]}
              defaultValue={answer?.values?.scope ?? "read"}
              error={answer?.errors?.scope}
              hint="Read and write lets it reply to requests and act on contracts."
            />
            <div>
              <Button type="submit">Create token</Button>
            </div>
          </Form>
        )}
      </section>

      <p className="mt-10 text-sm">
        <Link to="/account" className={LINK}>
          Back to Account and security
        </Link>
      </p>
    </div>
  );
}
