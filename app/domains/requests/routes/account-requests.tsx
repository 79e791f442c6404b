import { SendIcon } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/shared/empty-state";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Pager, pageHref } from "~/components/shared/pager";
import { REQUESTS_PER_PAGE } from "../rules";
import { readPage } from "~/lib/incremental";
import { RequestList } from "../request-parts";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-requests";
import { routeLoader } from "~/lib/route-policy.server";

// The requests a signed-in buyer sent the network's companies (/account/requests), newest first,
// with their status and the companies' replies.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request }: Route.LoaderArgs, { viewer: user }) => {
    const url = new URL(request.url);
    const page = readPage(url.searchParams);
    return { page, list: await context.requests.sent(user.id, page) };
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(
      {
        title: "Your requests",
        description: "The requests you sent suppliers, and their replies.",
        path: "/account/requests",
      },
      matches,
    ),
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountRequests({ loaderData }: Route.ComponentProps) {
  const { page, list } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / REQUESTS_PER_PAGE));
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Your requests"
        description="Quote requests and messages you sent suppliers while signed in, with their replies."
      />
      <PageSection>
        {list.items.length > 0 ? (
          <RequestList
            requests={list.items}
            hrefOf={(id) => `/account/requests/${id}`}
            who="buyer"
          />
        ) : (
          <EmptyState
            icon={SendIcon}
            title="No requests yet"
            message="Requests you send suppliers from their profiles while signed in appear here, with their replies."
          >
            <Link
              to="/vendors"
              className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
            >
              Find suppliers
            </Link>
          </EmptyState>
        )}
        <Pager
          page={page}
          pages={pages}
          hrefOf={(n) => pageHref("/account/requests", "", n)}
          label="Request pages"
        />
      </PageSection>
    </>
  );
}
