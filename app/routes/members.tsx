import { PageHeader } from "~/components/shared/page-header";
import { members } from "~/data/members";
import { MemberDirectory } from "~/features/members/member-directory";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Members Directory",
    description: "Find procurement professionals by name, role and region.",
    path: "/network/members",
  });
}

export default function MembersPage() {
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
