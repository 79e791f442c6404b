import { PageHeader } from "~/components/shared/page-header";
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
    <PageHeader
      title="Members Directory"
      description="Find procurement professionals by name, role and region."
    />
  );
}
