import { PageHeader } from "~/components/shared/page-header";
import { MemberDirectory } from "~/features/members/member-directory";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/members";

export function meta() {
  return pageMeta({
    title: "Members Directory",
    description: "Find procurement professionals by name, role and region.",
    path: "/network/members",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { members: await context.repo.members.search({}, 100_000).then((page) => page.items) };
}

export default function MembersPage({ loaderData: { members } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Network"
        title="Members Directory"
        description="Find procurement professionals by name, role and region."
      />
      <MemberDirectory members={members} />
    </>
  );
}
