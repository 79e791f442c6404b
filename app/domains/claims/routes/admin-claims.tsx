import { TabLinks } from "~/components/shared/tab-links";
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimStatus } from "../rules";
import { CLAIM_DONE, DECIDE_FORM_LIMIT, decideClaimAction } from "../claim-action.server";
import { ClaimsTable } from "../claims-table";
import { ConsolePager } from "~/features/admin/console-pager";
import { ConsoleSection } from "~/features/admin/console-frame";
import { pageWindow, paging } from "~/lib/paging";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-claims";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// The console's Claims tab: members asking to own listings without an owner, to approve (the
// member becomes the owner) or refuse. `npm run admin -- assign` stays for operators.

const PAGE_SIZE = 20;

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Claims",
      description: "Members' claims of listings, for the network's operators.",
      path: "/admin/claims",
    },
    matches,
  );
}

export const loader = routeLoader(
  { who: "operator" },
  async ({ context, request }: Route.LoaderArgs) => {
    const url = new URL(request.url);
    const status: ClaimStatus =
      CLAIM_STATUSES.find((s) => s === url.searchParams.get("status")) ?? "pending";
    const window = pageWindow(url, PAGE_SIZE);
    const { items, total } = await context.repo.claims.list(status, PAGE_SIZE, window.offset);
    const done = url.searchParams.get("done");
    return {
      status,
      claims: items.map(({ claimantId: _, evidence, vendor, ...claim }) => ({
        ...claim,
        vendor: { slug: vendor.slug, name: vendor.name },
        evidence: evidence && { name: evidence.name, size: evidence.size },
      })),
      paging: paging(url, window, total),
      done:
        done && Object.hasOwn(CLAIM_DONE, done)
          ? CLAIM_DONE[done as keyof typeof CLAIM_DONE]
          : null,
    };
  },
);

export const action = routeAction(
  { who: "operator", body: { max: DECIDE_FORM_LIMIT, refusals: "handler" } },
  ({ context, request }: Route.ActionArgs, posted) => decideClaimAction(context, posted, request),
);

export default function AdminClaims({ loaderData, actionData }: Route.ComponentProps) {
  const tabs = CLAIM_STATUSES.map((s) => ({
    label: CLAIM_STATUS_LABELS[s],
    href: s === "pending" ? "/admin/claims" : `/admin/claims?status=${s}`,
    current: loaderData.status === s,
  }));
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <ConsoleSection
      title="Claims"
      description={`${loaderData.paging.total} ${CLAIM_STATUS_LABELS[loaderData.status].toLowerCase()}. Approving makes the member the listing's owner; the member is told either way.`}
      done={loaderData.done}
      before={<TabLinks label="Claims by status" tabs={tabs} variant="pills" className="mb-5" />}
      error={error}
    >
      <ClaimsTable claims={loaderData.claims} />
      <ConsolePager label="Claim pages" paging={loaderData.paging} />
    </ConsoleSection>
  );
}
