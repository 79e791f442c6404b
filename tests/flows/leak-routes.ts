import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import type { Ids } from "./leak-fixtures";

// Every route of app/routes.ts, and the addresses the leak test opens it at, filled from the
// fixtures. A route the test cannot open says why instead. The test fails when app/routes.ts
// has a route this table does not know, or this table one that app/routes.ts no longer has.

export type RouteUrls = ((ids: Ids) => string[]) | { skip: string };

/** Every route's full path ("admin/inbox/:id"; an index route ends in "(index)"). */
export function routePaths(): string[] {
  const walk = (entries: readonly RouteConfigEntry[], parent: string): string[] =>
    entries.flatMap((entry) => {
      const own = entry.index ? "(index)" : (entry.path ?? "");
      const full = [parent, own].filter(Boolean).join("/");
      return [full, ...walk(entry.children ?? [], entry.index ? parent : full)];
    });
  return walk(routes, "");
}

const tenders = (ids: Ids) => [ids.sealed, ids.awarded, ids.invited, ids.draft];

export const ROUTE_URLS: Record<string, RouteUrls> = {
  "(index)": () => ["/"],
  "network/members": () => ["/network/members"],
  "network/members/:handle": (ids) => [
    `/network/members/${ids.bidderHandle}`,
    `/network/members/${ids.memberHandle}`,
  ],
  "network/members/:handle/photo": (ids) => [
    `/network/members/${ids.bidderHandle}/photo`,
    `/network/members/${ids.memberHandle}/photo`,
  ],
  "network/groups": () => ["/network/groups"],
  "network/groups/:slug": (ids) => [`/network/groups/${ids.group}`],
  "network/groups/:slug/threads/:id": (ids) => [
    `/network/groups/${ids.group}/threads/${ids.groupThread}`,
  ],
  projects: () => ["/projects", "/projects?status=in-progress", "/projects?status=evaluation"],
  "projects/new": () => ["/projects/new"],
  "projects/case-studies": () => ["/projects/case-studies"],
  "projects/case-studies/new": () => ["/projects/case-studies/new"],
  "projects/case-studies/:slug": (ids) => [`/projects/case-studies/${ids.caseStudy}`],
  "projects/ocds.json": () => ["/projects/ocds.json"],
  "projects/:id": (ids) => [...tenders(ids), ids.sampleProject].map((id) => `/projects/${id}`),
  "projects/:id/edit": (ids) => tenders(ids).map((id) => `/projects/${id}/edit`),
  "projects/:id/amend": (ids) => tenders(ids).map((id) => `/projects/${id}/amend`),
  "projects/:id/suggestions": (ids) => tenders(ids).map((id) => `/projects/${id}/suggestions`),
  "projects/:id/bid": (ids) => tenders(ids).map((id) => `/projects/${id}/bid`),
  "projects/:id/bids": (ids) => tenders(ids).map((id) => `/projects/${id}/bids`),
  "projects/:id/evaluate": (ids) => tenders(ids).map((id) => `/projects/${id}/evaluate`),
  "projects/:id/bids/award": (ids) =>
    tenders(ids).flatMap((id) => [`/projects/${id}/bids/award?bid=none`]),
  "projects/:id/award-letter": (ids) => tenders(ids).map((id) => `/projects/${id}/award-letter`),
  "projects/:id/bids.csv": (ids) => tenders(ids).map((id) => `/projects/${id}/bids.csv`),
  "projects/:id/bids.xlsx": (ids) => tenders(ids).map((id) => `/projects/${id}/bids.xlsx`),
  "projects/:id/ocds.json": (ids) => tenders(ids).map((id) => `/projects/${id}/ocds.json`),
  "projects/:id/ocds-record.json": (ids) =>
    tenders(ids).map((id) => `/projects/${id}/ocds-record.json`),
  "api/v1/changes": () => ["/api/v1/changes", "/api/v1/changes?limit=500"],
  "api/v1/ocds/releases": () => ["/api/v1/ocds/releases"],
  "api/v1/ocds/releases/:day": () => [
    `/api/v1/ocds/releases/${new Date().toISOString().slice(0, 10)}.json`,
  ],
  "api/v1/ocds/records/:id": (ids) => tenders(ids).map((id) => `/api/v1/ocds/records/${id}.json`),
  "contracts/new": (ids) => tenders(ids).map((id) => `/contracts/new?tender=${id}`),
  "contracts/:id": {
    skip: "a contract's parties only (others 404): tests/flows/contract-life.test.ts opens it as each",
  },
  "contracts/:id/documents": {
    skip: "the buyer's only (others 404): tests/flows/contract-links.test.ts",
  },
  "contracts/:id/documents/:documentId": {
    skip: "the contract's parties only (others 404): tests/flows/contract-links.test.ts",
  },
  "contracts/:id/orders/new": {
    skip: "the buyer's only (others 404): tests/flows/contract-life.test.ts",
  },
  "contracts/:id/orders/:orderId/invoice": {
    skip: "the supplier's only (others 404): tests/flows/contract-life.test.ts",
  },
  "contracts/:id/orders/:orderId/order.xml": {
    skip: "a contract's parties only (others 404): tests/flows/contract-documents.ts downloads it as each",
  },
  "contracts/:id/invoices/:invoiceId/invoice.xml": {
    skip: "a contract's parties only (others 404): tests/flows/contract-documents.ts downloads it as each",
  },
  "certificates/:id/file": {
    skip: "the company's owner, operators and the buyer of a tender it bid on once opened (others 404): app/domains/tenders/requirements.server.test.ts downloads it as each",
  },
  "projects/:id/documents/:documentId": (ids) => [
    `/projects/${ids.sealed}/documents/${ids.sealedDocument}`,
  ],
  "projects/:id/bids/:bidId/documents/:documentId": (ids) => [
    `/projects/${ids.sealed}/bids/${ids.sealedBid}/documents/${ids.sealedBidDocument}`,
  ],
  vendors: () => ["/vendors"],
  "vendors/register": () => ["/vendors/register"],
  "vendors/reviews": () => ["/vendors/reviews"],
  "vendors/:slug": (ids) =>
    [ids.ownerCompany, ids.bidderCompany, ids.claimedVendor].map((s) => `/vendors/${s}`),
  "vendors/:slug/contact": (ids) => [`/vendors/${ids.ownerCompany}/contact`],
  "vendors/:slug/quote": (ids) => [`/vendors/${ids.ownerCompany}/quote`],
  "vendors/:slug/claim": (ids) => [`/vendors/${ids.claimedVendor}/claim`],
  "claims/:id/evidence": (ids) => [`/claims/${ids.claim}/evidence`],
  jobs: () => ["/jobs"],
  "jobs/freelance": () => ["/jobs/freelance"],
  "jobs/freelance/:id": (ids) => [`/jobs/freelance/${ids.freelance}`],
  "jobs/:id": (ids) => [`/jobs/${ids.job}`],
  "jobs/:id/apply": (ids) => [`/jobs/${ids.job}/apply`],
  "knowledge/news": () => ["/knowledge/news"],
  "knowledge/news/feed.xml": () => ["/knowledge/news/feed.xml"],
  "knowledge/news/:slug": (ids) => [`/knowledge/news/${ids.news}`],
  "knowledge/training": () => ["/knowledge/training"],
  "knowledge/training/:slug": (ids) => [`/knowledge/training/${ids.training}`],
  "knowledge/training/:slug/event.ics": (ids) => [`/knowledge/training/${ids.training}/event.ics`],
  "resources/sources": () => ["/resources/sources"],
  "resources/compliance": () => ["/resources/compliance"],
  "resources/compliance/:slug": (ids) => [`/resources/compliance/${ids.guide}`],
  "knowledge/templates": () => ["/knowledge/templates"],
  "resources/tools": () => ["/resources/tools"],
  "resources/news": () => ["/resources/news"],
  "ideas/challenges": () => ["/ideas/challenges"],
  "ideas/discussions": () => ["/ideas/discussions"],
  "ideas/discussions/:id": (ids) => [`/ideas/discussions/${ids.ideaThread}`],
  about: () => ["/about"],
  "about/mission": () => ["/about/mission"],
  "about/team": () => ["/about/team"],
  contact: () => ["/contact"],
  "legal/privacy": () => ["/legal/privacy"],
  "legal/terms": () => ["/legal/terms"],
  "account/companies": () => ["/account/companies"],
  "account/companies/:slug/edit": (ids) => [`/account/companies/${ids.ownerCompany}/edit`],
  "account/companies/:slug/webhooks": (ids) => [`/account/companies/${ids.ownerCompany}/webhooks`],
  "account/companies/:slug/qualification": (ids) => [
    `/account/companies/${ids.ownerCompany}/qualification`,
  ],
  admin: () => ["/admin"],
  "admin/(index)": () => ["/admin"],
  "admin/companies": () => ["/admin/companies"],
  "admin/certificates": () => ["/admin/certificates"],
  "admin/history": () => ["/admin/history"],
  "admin/inbox": () => ["/admin/inbox"],
  "admin/inbox/:id": (ids) => [`/admin/inbox/${ids.submission}`],
  "admin/reviews": () => ["/admin/reviews"],
  "admin/claims": () => ["/admin/claims"],
  "admin/tenders": () => ["/admin/tenders"],
  "admin/contracts": () => ["/admin/contracts"],
  "admin/articles": () => ["/admin/articles"],
  "admin/articles/new": () => ["/admin/articles/new"],
  "admin/articles/:id": (ids) => [`/admin/articles/${ids.article}`],
  "admin/training": () => ["/admin/training"],
  "admin/pages": () => ["/admin/pages"],
  "admin/members": () => ["/admin/members"],
  "admin/jobs": () => ["/admin/jobs"],
  menu: () => ["/menu"],
  "sign-in": () => ["/sign-in"],
  "sign-in/two-factor": () => ["/sign-in/two-factor"],
  join: () => ["/join"],
  "forgot-password": () => ["/forgot-password"],
  "sign-out": () => ["/sign-out"],
  "reset-password": () => ["/reset-password"],
  "verify-email": () => ["/verify-email"],
  account: () => ["/account"],
  "account/data": () => ["/account/data"],
  "account/security-log": () => ["/account/security-log"],
  "account-deleted": () => ["/account-deleted"],
  "account/profile": () => ["/account/profile"],
  "account/inbox": () => ["/account/inbox"],
  "account/inbox/:id": (ids) => [
    `/account/inbox/${ids.request}`,
    `/account/inbox/${ids.thread}`,
    `/account/inbox/${ids.application}`,
  ],
  "account/inbox/:id/files/:fileId": (ids) => [
    `/account/inbox/${ids.request}/files/${ids.requestFile}`,
    `/account/inbox/${ids.thread}/files/${ids.threadFile}`,
    `/account/inbox/${ids.application}/files/${ids.applicationFile}`,
  ],
  "account/requests": () => ["/account/requests"],
  "account/requests/:id": (ids) => [
    `/account/requests/${ids.request}`,
    `/account/requests/${ids.application}`,
  ],
  "account/requests/:id/files/:fileId": (ids) => [
    `/account/requests/${ids.request}/files/${ids.requestFile}`,
    `/account/requests/${ids.application}/files/${ids.applicationFile}`,
  ],
  "account/shortlists": () => ["/account/shortlists"],
  "account/tenders": () => ["/account/tenders"],
  "account/contracts": () => ["/account/contracts"],
  "account/bids": () => ["/account/bids"],
  "account/shortlists/save": () => ["/account/shortlists/save"],
  "account/jobs": () => ["/account/jobs"],
  "account/jobs/new": () => ["/account/jobs/new"],
  "account/jobs/:id": (ids) => [`/account/jobs/${ids.job}`],
  "account/jobs/:id/edit": (ids) => [`/account/jobs/${ids.job}/edit`],
  "account/applications": () => ["/account/applications"],
  "account/job-alerts": () => ["/account/job-alerts"],
  "account/tenders-for-you": () => ["/account/tenders-for-you"],
  "account/tender-searches": () => ["/account/tender-searches"],
  "account/calendar": () => ["/account/calendar"],
  // A feed is found by its secret token alone; an unknown one is a 404 for everyone.
  "calendar/:token": () => ["/calendar/no-such-token-0123456789abcdef"],
  "account/freelance": () => ["/account/freelance"],
  "account/freelance/new": () => ["/account/freelance/new"],
  "account/freelance/:id": (ids) => [`/account/freelance/${ids.freelance}`],
  "account/freelance/:id/edit": (ids) => [`/account/freelance/${ids.freelance}/edit`],
  "account/freelance/:id/proposals/:proposalId/files/:fileId": (ids) => [
    `/account/freelance/${ids.freelance}/proposals/${ids.proposal}/files/${ids.proposalFile}`,
  ],
  "account/proposals": () => ["/account/proposals"],
  "account/saved-jobs": () => ["/account/saved-jobs"],
  "account/saved-jobs/save": () => ["/account/saved-jobs/save"],
  "shortlists/:token": (ids) => [`/shortlists/${ids.shareToken}`],
  "requests/t/:token": (ids) => [`/requests/t/${ids.threadToken}`],
  // The keep link e-mailed to a request's sender: a token nobody holds here opens nothing.
  "requests/keep/:token": () => ["/requests/keep/no-such-keep-token"],
  "requests/t/:token/files/:fileId": (ids) => [
    `/requests/t/${ids.threadToken}/files/${ids.threadFile}`,
  ],
  "account/notifications": () => ["/account/notifications"],
  "account/notifications/settings": () => ["/account/notifications/settings"],
  search: (ids) => [
    "/search?q=Sealedtender",
    "/search?q=Invitedtender",
    "/search?q=Drafttender",
    "/search?q=Bo+Bidder",
    "/search?q=Mia+Member",
    "/search?q=Supplier+scorecard",
    `/search?q=${ids.ownerCompany.split("-")[0]}`,
  ],
  "search/suggest": () => [
    "/search/suggest?q=Sealedtender",
    "/search/suggest?q=Invitedtender",
    "/search/suggest?q=Drafttender",
    "/search/suggest?q=Mia",
  ],
  "sitemap.xml": () => ["/sitemap.xml"],
  developers: () => ["/developers"],
  "account/api-tokens": () => ["/account/api-tokens"],
  "api/v1/openapi.json": () => ["/api/v1/openapi.json"],
  // The API reads no session cookie: these viewers see what a client without a token sees (the
  // public lists; 401 for a company's own work). Tokens are tried in tests/flows/api.test.ts.
  "api/v1/suppliers": (ids) => [
    "/api/v1/suppliers?limit=100",
    `/api/v1/suppliers?q=${ids.ownerCompany.split("-")[0]}`,
  ],
  "api/v1/tenders": () => ["/api/v1/tenders?limit=100", "/api/v1/tenders?state=awarded"],
  "api/v1/awards": () => ["/api/v1/awards?limit=100"],
  "api/v1/jobs": () => ["/api/v1/jobs?limit=100"],
  "api/v1/contracts": () => ["/api/v1/contracts?limit=100"],
  "api/v1/me/requests": () => ["/api/v1/me/requests"],
  "api/v1/me/requests/:id": (ids) => [`/api/v1/me/requests/${ids.request}`],
  "api/v1/me/requests/:id/replies": (ids) => [`/api/v1/me/requests/${ids.request}/replies`],
  "api/v1/me/tenders": () => ["/api/v1/me/tenders"],
  "api/v1/me/tenders/:id/bids": (ids) => tenders(ids).map((id) => `/api/v1/me/tenders/${id}/bids`),
  "api/v1/me/bids": () => ["/api/v1/me/bids"],
  "api/v1/me/contracts": () => ["/api/v1/me/contracts"],
  "api/v1/me/contracts/:id": { skip: "no contract in the leak fixtures; tokens in api.test.ts" },
  "api/v1/me/contracts/:id/actions": {
    skip: "an action only (POST); tokens in tests/flows/api.test.ts",
  },
  "api/v1/*": () => ["/api/v1/no-such-endpoint"],
  "robots.txt": () => ["/robots.txt"],
  "*": () => ["/no-such-page"],
};

/** The address of a page's data as React Router's single fetch asks for it. */
export function dataUrl(url: string): string {
  const at = url.indexOf("?");
  const path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? "" : url.slice(at);
  return `${path === "/" ? "/_root" : path}.data${query}`;
}
