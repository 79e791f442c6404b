import { data } from "react-router";
import { NOT_FOUND_PAGE } from "~/components/placeholder/placeholder-pages";
import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { MemberProfileView } from "../member-profile-view";
import { profilePath } from "../paths";
import { loadMemberProfile } from "../profile.server";
import type { Route } from "./+types/member-profile";
import { routeLoader } from "~/lib/route-policy.server";

// A listed member's public profile (/network/members/{handle}, issue 29): who they are, their
// companies, public reviews and forum posts. A member who is not listed has no public page.

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, params }: Route.LoaderArgs) => {
    const page = await loadMemberProfile(context, params.handle);
    // Not listed (or no such handle): no public page, and the answer says so (404).
    return page.profile ? page : data(page, { status: 404 });
  },
);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const p = loaderData?.profile;
  if (!p) return notFoundMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);
  return pageMeta(
    {
      title: p.name,
      description: [p.role, p.region].filter(Boolean).join(", ") || "Member of ProcureConnect",
      path: profilePath(p.handle),
    },
    matches,
  );
}

export default function MemberProfilePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.profile) {
    return (
      <NotFoundScreen
        title="Member not found"
        message="The member you are looking for is not listed in the directory."
        back={{ to: "/network/members", label: "Back to Members Directory" }}
      />
    );
  }
  return <MemberProfileView data={loaderData} />;
}
