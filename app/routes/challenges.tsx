import { PageHeader } from "~/components/shared/page-header";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Innovation Challenges",
    description: "Innovation challenges for the procurement community.",
    path: "/ideas/challenges",
  });
}

export default function ChallengesPage() {
  return (
    <PageHeader
      title="Innovation Challenges"
      description="Innovation challenges for the procurement community."
    />
  );
}
