import { ConsoleSection } from "~/features/admin/console-frame";
import {
  loadUnverifiedMembers,
  MEMBERS_FORM_LIMIT,
  verifyMemberAction,
} from "../members-action.server";
import { UnverifiedTable } from "../unverified-table";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-members";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// The console's unconfirmed members: who has not confirmed their e-mail address, and Confirm.

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Unconfirmed members",
      description:
        "Members who have not confirmed their e-mail address, for the network's operators.",
      path: "/admin/members",
    },
    matches,
  );
}

export const loader = routeLoader({ who: "operator" }, ({ context, request }: Route.LoaderArgs) =>
  loadUnverifiedMembers(context, new URL(request.url)),
);

export const action = routeAction(
  { who: "operator", body: MEMBERS_FORM_LIMIT },
  ({ context, request }: Route.ActionArgs, posted) =>
    verifyMemberAction(context, posted, new URL(request.url)),
);

export default function AdminMembers({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleSection
      title="Unconfirmed members"
      description="Members who have not confirmed their e-mail address cannot publish. Confirm one only when you know the address is theirs."
      done={loaderData.done}
    >
      <UnverifiedTable members={loaderData.members} />
    </ConsoleSection>
  );
}
