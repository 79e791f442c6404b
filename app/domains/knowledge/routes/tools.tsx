import { PageHeader } from "~/components/shared/page-header";
import { ResourceTools, ToolsJumpLinks } from "../tools/resource-tools";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/tools";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Resource Tools",
      description: "Practical tools to assist in your procurement process.",
      path: "/resources/tools",
    },
    matches,
  );
}

export default function ToolsPage() {
  return (
    <>
      <PageHeader
        title="Resource Tools"
        description="Practical tools to assist in your procurement process."
      >
        <ToolsJumpLinks />
      </PageHeader>
      <ResourceTools />
    </>
  );
}
