import { Link } from "react-router";
import { ContentPage } from "~/components/shared/page-header";
import { MEMBER_LIMITS } from "~/domain/limits";
import { routeLoader } from "~/lib/route-policy.server";
import { pageMeta, type PageIntro } from "~/lib/seo";
import { DEFAULT_LIMIT, MAX_LIMIT } from "../cursor";
import { DEVELOPER_LINKS } from "../developer-links";
import { endpointList } from "../endpoint-list";
import { openApiDocument } from "../openapi";
import { CodeBlock, DocSection, EndpointCard } from "../developer-parts";
import type { Route } from "./+types/developers";

// /developers (issue 45): the API for the people who build on it: what it offers, tokens, rate
// limits, paging and errors, every endpoint of the OpenAPI document, and the bulk data.

const PAGE: PageIntro = {
  eyebrow: "Developers",
  title: "ProcureConnect API",
  description:
    "Connect your ERP or CRM to the network: read suppliers, tenders, awards and jobs, and work your company's requests, bids and contracts from your own systems.",
  path: "/developers",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader({ who: "anyone" }, ({ context }: Route.LoaderArgs) => ({
  origin: context.siteOrigin,
  endpoints: endpointList(openApiDocument(context.siteOrigin)),
}));

const LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";
const RATE = MEMBER_LIMITS["api-request"];

const CONTENTS = [
  ["overview", "Overview"],
  ["authentication", "Authentication"],
  ["rate-limits", "Rate limits"],
  ["pagination", "Pagination"],
  ["errors", "Errors"],
  ["endpoints", "Endpoints"],
  ["bulk", "Bulk data and webhooks"],
] as const;

export default function Developers({ loaderData }: Route.ComponentProps) {
  const { origin, endpoints } = loaderData;
  const base = `${origin}/api/v1`;
  return (
    <ContentPage intro={PAGE}>
      <div className="grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            On this page
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm lg:flex-col">
            {CONTENTS.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`} className={LINK}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-12">
          <DocSection id="overview" title="Overview">
            <p>
              The API answers JSON at <code>{base}</code>. Public lists need no token; your
              company&apos;s own work needs one. The whole API is described by an OpenAPI 3.1
              document:{" "}
              <a href="/api/v1/openapi.json" className={LINK}>
                /api/v1/openapi.json
              </a>{" "}
              — load it into your API client or generate a client from it.
            </p>
            <p>
              Money is a decimal number in the currency&apos;s units, everywhere:{" "}
              <code>{`"value": 1234.5, "currency": "EUR"`}</code> is €1,234.50. Each record states
              its currency beside its amounts.
            </p>
            <CodeBlock label="Example: open tenders in Europe">{`curl "${base}/tenders?state=open&region=Europe&limit=10"`}</CodeBlock>
          </DocSection>

          <DocSection id="authentication" title="Authentication">
            <p>
              Make a token in{" "}
              <Link to="/account/api-tokens" className={LINK}>
                your account&apos;s API tokens
              </Link>
              : give it a name, choose the company it acts for and what it may do — read, or read
              and write. It is shown once; we keep only a fingerprint of it. Send it with every
              request:
            </p>
            <CodeBlock label="Example: your company's new requests">{`curl -H "Authorization: Bearer pc_…" "${base}/me/requests?status=new"`}</CodeBlock>
            <p>
              A token sees only its company&apos;s records and may do only what you may do on the
              pages: a record of another company is “not found” (404), a write with a read token is
              refused (403). Revoke a token at any time; its next request gets 401.
            </p>
            <p>
              Web pages on other sites may call the public lists, the change feed and the bulk files
              from a browser: a plain <code>GET</code> without a token is answered with{" "}
              <code>Access-Control-Allow-Origin: *</code>. A request with a token gets no such
              answer, so a browser keeps it from the page: keep tokens in your own systems, never in
              a web page&apos;s script.
            </p>
          </DocSection>

          <DocSection id="rate-limits" title="Rate limits">
            <p>
              Each token may make {RATE.burst} requests at once, then{" "}
              {new Intl.NumberFormat("en").format(RATE.perMinute)} a minute. Past that, the answer
              is 429 with a <code>Retry-After</code> header: the seconds to wait. Writes also count
              against the same limits as on the pages (for example, replies to requests).
            </p>
          </DocSection>

          <DocSection id="pagination" title="Pagination">
            <p>
              Lists answer <code>{"{ items, next }"}</code>. Pass <code>next</code> back as{" "}
              <code>cursor</code> for the following page; it is <code>null</code> on the last. A
              cursor is opaque: send it as it came. <code>limit</code> sets the page size, 1 to{" "}
              {MAX_LIMIT} ({DEFAULT_LIMIT} when absent). Items keep one order (their sort key, then
              their id), so paging never shows an item twice.
            </p>
          </DocSection>

          <DocSection id="errors" title="Errors">
            <p>
              Errors are problem documents (RFC 9457), sent as <code>application/problem+json</code>
              , whose <code>detail</code> says what went wrong. An unknown filter or a value a
              filter does not take is a 400 that says which.
            </p>
            <CodeBlock label="Example: an answer to a filter value the list does not take">{`{
  "type": "about:blank",
  "title": "Bad request",
  "status": 400,
  "detail": "The value of \\"state\\" is not one this list takes: one of open, awarded."
}`}</CodeBlock>
          </DocSection>

          <DocSection id="endpoints" title="Endpoints">
            <p>
              Every endpoint, from the{" "}
              <a href="/api/v1/openapi.json" className={LINK}>
                OpenAPI document
              </a>
              .
            </p>
            <ul className="mt-4 space-y-4">
              {endpoints.map((e) => (
                <li key={e.id}>
                  <EndpointCard endpoint={e} />
                </li>
              ))}
            </ul>
          </DocSection>

          <DocSection id="bulk" title="Bulk data and webhooks">
            {DEVELOPER_LINKS.length === 0 ? (
              <p>Bulk downloads and webhooks are coming soon.</p>
            ) : (
              <ul className="space-y-3">
                {DEVELOPER_LINKS.map((l) => (
                  <li key={l.href}>
                    <a href={l.href} className={LINK}>
                      {l.title}
                    </a>
                    <p className="text-sm text-slate-700">{l.description}</p>
                  </li>
                ))}
              </ul>
            )}
          </DocSection>
        </div>
      </div>
    </ContentPage>
  );
}
