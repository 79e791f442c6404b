import * as common from "./openapi-common";
import * as contract from "./openapi-contract";
import * as feed from "./openapi-feed";
import * as member from "./openapi-member";
import * as publicData from "./openapi-public";

// The API's OpenAPI 3.1 document (docs/decisions/493), served at /api/v1/openapi.json and read by
// /developers: built from one fragment per area, each a module exporting `paths` and
// `components` (its schemas, and any parameters or responses). A new area is one more entry in
// FRAGMENTS.

export interface ApiFragment {
  paths: Record<string, object>;
  components: Record<string, Record<string, object>>;
  /** Messages the site sends (OpenAPI 3.1 `webhooks`). */
  webhooks?: Record<string, object>;
}

const FRAGMENTS: readonly ApiFragment[] = [common, publicData, member, contract, feed];

export const API_BASE = "/api/v1";

/** The document, with the site's origin as its server. */
export function openApiDocument(origin: string, fragments: readonly ApiFragment[] = FRAGMENTS) {
  const paths: Record<string, object> = {};
  const components: Record<string, Record<string, object>> = {};
  const webhooks: Record<string, object> = {};
  for (const fragment of fragments) {
    Object.assign(webhooks, fragment.webhooks);
    for (const [path, item] of Object.entries(fragment.paths)) {
      if (path in paths) throw new Error(`OpenAPI: two fragments describe ${path}`);
      paths[path] = item;
    }
    for (const [kind, entries] of Object.entries(fragment.components)) {
      for (const name of Object.keys(entries))
        if (components[kind] && name in components[kind])
          throw new Error(`OpenAPI: two fragments define ${kind} ${name}`);
      components[kind] = { ...components[kind], ...entries };
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "ProcureConnect API",
      version: "1.0.0",
      summary: "Suppliers, tenders, awards and jobs, and a company's own procurement work.",
      description:
        "Public lists need no token. A company's own requests, tenders, bids and contracts need an API token made in account settings, sent as `Authorization: Bearer <token>`; writes need a token with the read and write scope. Errors are problem documents (application/problem+json). Lists are paged by cursor: pass a page's `next` as `cursor` for the next one. Money is a decimal number in the currency's units (1234.5 with `currency` EUR is €1,234.50) everywhere, the currency stated beside it. Web pages on other sites may read the public lists, the change feed and the bulk files (a plain GET without a token is answered with `Access-Control-Allow-Origin: *`); requests with a token are for your own systems, not for scripts in a browser, and get no cross-origin answer.",
      license: { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" },
      contact: { name: "ProcureConnect", url: `${origin}/contact` },
    },
    servers: [{ url: `${origin}${API_BASE}`, description: "This site's API." }],
    tags: [
      { name: "Public data", description: "What the public pages show anyone." },
      { name: "Your company", description: "A company's own work, for a token of that company." },
      { name: "Change feed", description: "Every public change, in order, paged by cursor." },
      { name: "Bulk files", description: "OCDS release packages by day and records by process." },
      { name: "Webhooks", description: "What a company's webhook endpoints receive, signed." },
    ],
    paths,
    webhooks,
    components,
  };
}
