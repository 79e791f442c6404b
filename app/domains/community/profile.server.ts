import type { AppLoadContext } from "react-router";
import { renderMarkdown } from "~/lib/markdown.server";

// What a listed member's public profile shows (issue 29): the profile, its bio rendered with the
// "post" Markdown profile, and what the member did that others may see. A member who is not
// listed has no public page.

export async function loadMemberProfile(context: AppLoadContext, handle: string) {
  const profile = await context.repo.community.profiles.byHandle(handle);
  if (!profile) return { profile: null } as const;
  const activity = profile.userId
    ? await context.repo.community.profiles.activity(profile.userId)
    : { companies: [], reviews: [], posts: [] };
  return {
    profile: {
      name: profile.name,
      handle: profile.handle,
      avatarUrl: profile.avatarUrl,
      role: profile.role,
      region: profile.region,
      organisation: profile.organisation,
      bio: profile.bio ? renderMarkdown(profile.bio, "post") : null,
    },
    ...activity,
  };
}

/** A listed member's page, as loadMemberProfile reads it. */
export type MemberProfilePage = Exclude<
  Awaited<ReturnType<typeof loadMemberProfile>>,
  { profile: null }
>;
