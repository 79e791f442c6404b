import { ConsolePager } from "~/features/admin/console-pager";
import { TabLinks } from "~/components/shared/tab-links";
import {
  COMPANY_STATUS_LABELS,
  COMPANY_STATUSES,
  companyView,
  type CompanyStatus,
} from "../schema";
import { CompaniesTable } from "../companies-table";
import { CONSOLE_FORM, consoleAction, doneMessage } from "~/features/admin/console-action.server";
import { ConsoleSection } from "~/features/admin/console-frame";
import { pageWindow, paging } from "~/lib/paging";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-companies";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

const PAGE_SIZE = 20;

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Companies",
      description: "Every company members registered, with unlist and relist.",
      path: "/admin/companies",
    },
    matches,
  );
}

const statusOf = (url: URL): CompanyStatus | undefined => {
  const value = url.searchParams.get("status");
  return COMPANY_STATUSES.find((s) => s === value);
};

export const loader = routeLoader(
  { who: "operator" },
  async ({ context, request }: Route.LoaderArgs) => {
    const url = new URL(request.url);
    const status = statusOf(url);
    const window = pageWindow(url, PAGE_SIZE);
    const { items, total } = await context.repo.companies.list({
      status,
      limit: PAGE_SIZE,
      offset: window.offset,
    });
    return {
      companies: items.map(companyView),
      status: status ?? null,
      paging: paging(url, window, total),
      done: doneMessage(url),
    };
  },
);

export const action = routeAction(
  { who: "operator", body: CONSOLE_FORM },
  ({ context, request }: Route.ActionArgs, posted) => consoleAction(context, posted, request),
);

export default function AdminCompanies({ loaderData }: Route.ComponentProps) {
  const tabs = [
    { label: "All", href: "/admin/companies", current: loaderData.status === null },
    ...COMPANY_STATUSES.map((s) => ({
      label: COMPANY_STATUS_LABELS[s],
      href: `/admin/companies?status=${s}`,
      current: loaderData.status === s,
    })),
  ];
  return (
    <ConsoleSection
      title="Companies"
      description={`${loaderData.paging.total} registered by members, newest first. The sample suppliers are not listed.`}
      done={loaderData.done}
    >
      <TabLinks label="Companies by status" tabs={tabs} variant="pills" className="mb-5" />
      <CompaniesTable companies={loaderData.companies} />
      <ConsolePager label="Company pages" paging={loaderData.paging} />
    </ConsoleSection>
  );
}
