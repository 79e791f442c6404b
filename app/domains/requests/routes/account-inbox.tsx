import { InboxIcon } from "lucide-react";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Pager, pageHref } from "~/components/shared/pager";
import { TabLinks } from "~/components/shared/tab-links";
import { EmptyState } from "~/components/shared/empty-state";
import {
  readInboxFilters,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  REQUESTS_PER_PAGE,
} from "../rules";
import { RequestList } from "../request-parts";
import { notFound } from "~/lib/access.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-inbox";
import { routeLoader } from "~/lib/route-policy.server";

// The company inbox (/account/inbox): requests and messages buyers sent the member's companies,
// newest first, by status and company. Only for members who own a company; 404 for anyone else.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request }: Route.LoaderArgs, { viewer: user }) => {
    const companies = await context.requests.companiesOf(user.id);
    if (companies.length === 0) notFound();
    const url = new URL(request.url);
    const filters = readInboxFilters(url.searchParams);
    const page = await context.requests.inbox(user, filters);
    return { companies, filters, page, search: url.search };
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(
      {
        title: "Company inbox",
        description: "Requests and messages buyers sent your companies.",
        path: "/account/inbox",
      },
      matches,
    ),
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountInbox({ loaderData }: Route.ComponentProps) {
  const { companies, filters, page, search } = loaderData;
  const pages = Math.max(1, Math.ceil(page.matches / REQUESTS_PER_PAGE));
  const hrefWith = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(search);
    params.delete("page");
    for (const [name, value] of Object.entries(changes)) {
      if (value) params.set(name, value);
      else params.delete(name);
    }
    return pageHref("/account/inbox", params, 1);
  };
  const statusTabs = [
    { label: "All", href: hrefWith({ status: undefined }), current: !filters.status },
    ...REQUEST_STATUSES.map((s) => ({
      label: REQUEST_STATUS_LABELS[s],
      href: hrefWith({ status: s }),
      current: filters.status === s,
    })),
  ];
  const companyTabs =
    companies.length > 1
      ? [
          {
            label: "All companies",
            href: hrefWith({ company: undefined }),
            current: !filters.company,
          },
          ...companies.map((c) => ({
            label: c.name,
            href: hrefWith({ company: c.slug }),
            current: filters.company === c.slug,
          })),
        ]
      : [];

  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Company inbox"
        description="Requests for quotation and messages buyers sent your companies from their profiles."
      />
      <PageSection>
        <div className="flex flex-col gap-3">
          <TabLinks label="Status" tabs={statusTabs} variant="pills" />
          {companyTabs.length > 0 ? (
            <TabLinks label="Company" tabs={companyTabs} variant="pills" />
          ) : null}
        </div>
        <p className="mt-6 text-sm text-slate-600" role="status">
          {page.matches === 1 ? "1 request" : `${page.matches} requests`}
        </p>
        <div className="mt-3">
          {page.items.length > 0 ? (
            <RequestList
              requests={page.items}
              hrefOf={(id) => `/account/inbox/${id}`}
              who="company"
            />
          ) : (
            <EmptyState
              icon={InboxIcon}
              title={page.total === 0 ? "No requests yet" : "No requests match"}
              message={
                page.total === 0
                  ? "When buyers contact your companies or ask them for a quote, their requests appear here."
                  : "Try another status or company."
              }
            />
          )}
        </div>
        <Pager
          page={filters.page}
          pages={pages}
          hrefOf={(n) => pageHref("/account/inbox", search, n)}
          label="Inbox pages"
        />
      </PageSection>
    </>
  );
}
