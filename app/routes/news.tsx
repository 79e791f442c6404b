import { PageHeader } from "~/components/shared/page-header";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Articles & News",
    description: "Procurement news and insights.",
    path: "/knowledge/news",
  });
}

export default function NewsPage() {
  return <PageHeader title="Articles & News" description="Procurement news and insights." />;
}
