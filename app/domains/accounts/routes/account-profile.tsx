import { PROFILE_FORM_MAX_BYTES, profileAction } from "../profile-action.server";
import { ProfilePage } from "../profile-page";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-profile";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// The member's own profile (/account/profile, issue 29): whether they appear in the Members
// Directory (off until they choose it), their role, region, organisation, bio and photo.

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "My profile",
      description: "Your profile in the Members Directory.",
      path: "/account/profile",
    },
    matches,
  );
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const loader = routeLoader(
  { who: "member" },
  async ({ context }: Route.LoaderArgs, { viewer }) => {
    const profile = await context.repo.community.profiles.ofUser(viewer.id);
    return {
      name: viewer.name,
      profile: profile && {
        listed: profile.listed,
        handle: profile.handle,
        role: profile.role,
        region: profile.region,
        organisation: profile.organisation ?? "",
        bio: profile.bio ?? "",
        avatarUrl: profile.avatarUrl,
      },
    };
  },
);

export const action = routeAction(
  {
    who: "member",
    body: { max: PROFILE_FORM_MAX_BYTES, refusals: "handler" },
    limit: { take: "profile-write", when: "in-handler" },
  },
  ({ context }: Route.ActionArgs, posted) => profileAction(context, posted),
);

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfilePage profile={loaderData.profile} name={loaderData.name} actionData={actionData} />
  );
}
