import { PageHeader, PageSection } from "~/components/shared/page-header";
import {
  MAX_FORM_BYTES,
  SHORTLISTS_LIMIT,
  shortlistsAction,
  shortlistsLoader,
} from "../shortlists-action.server";
import { ShortlistsManager } from "../shortlists-manager";
import { InviteButtons } from "~/domains/tenders";
import { inviteOptionsFor } from "~/domains/tenders/index.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-shortlists";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// A member's shortlists of suppliers (/account/shortlists): lists, notes, sharing.

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Shortlists",
      description: "Your lists of suppliers, with your notes, and read-only links to share them.",
      path: "/account/shortlists",
    },
    matches,
  );
}

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request }: Route.LoaderArgs, { viewer }) => {
    const page = await shortlistsLoader(context, request, viewer);
    // Each listed supplier can be invited to the member's running tenders, as on its profile.
    const listed = new Map(page.lists.flatMap((l) => l.items.map((i) => [i.vendor.id, i.vendor])));
    const invites = await inviteOptionsFor(context, [...listed.values()]);
    return { ...page, invites: Object.fromEntries(invites) };
  },
);

export const action = routeAction(
  { who: "member", body: { max: MAX_FORM_BYTES, refusals: "handler" }, limit: SHORTLISTS_LIMIT },
  ({ context }: Route.ActionArgs, posted) => shortlistsAction(context, posted),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function AccountShortlists({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Shortlists"
        description="Suppliers you saved, in lists of your own, with notes. Share a read-only link with your team."
      />
      <PageSection className="max-w-5xl">
        <ShortlistsManager
          lists={loaderData.lists}
          notice={loaderData.notice}
          result={actionData}
          itemActions={(vendor) => {
            const options = loaderData.invites[vendor.id];
            return options ? <InviteButtons options={options} named /> : null;
          }}
        />
      </PageSection>
    </>
  );
}
