import { FilterFields } from "~/components/shared/filter-fields";
import { FilterForm } from "~/components/shared/filter-form";
import { ContentPage } from "~/components/shared/page-header";
import { COMPLIANCE_JURISDICTIONS, COMPLIANCE_TOPICS } from "../rules";
import { cardOf } from "../article-page.server";
import { ArticleGrid } from "../article-grid";
import { complianceCodec } from "../compliance-filters";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/compliance";
import { routeLoader } from "~/lib/route-policy.server";

const PAGE: PageIntro = {
  eyebrow: "Resources",
  title: "Regulations & Compliance",
  description:
    "Short guides to the rules that reach into procurement, by jurisdiction and topic, with the templates that help.",
  path: "/resources/compliance",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, request }: Route.LoaderArgs) => {
    const filters = complianceCodec.parse(new URL(request.url).searchParams);
    const guides = await context.repo.knowledge.articles.published("compliance", filters);
    return { filters, guides: guides.map((g) => cardOf(g)) };
  },
);

export default function CompliancePage({ loaderData: { filters, guides } }: Route.ComponentProps) {
  const active = Boolean(filters.jurisdiction || filters.topic);
  return (
    <ContentPage intro={PAGE}>
      <FilterForm
        codec={complianceCodec}
        filters={filters}
        headingId="compliance-filters-heading"
        title="Filters"
        active={active}
      >
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <FilterFields
            idPrefix="compliance"
            values={complianceCodec.fields(filters)}
            fields={[
              {
                name: "jurisdiction",
                label: "Jurisdiction",
                allLabel: "All Jurisdictions",
                options: COMPLIANCE_JURISDICTIONS,
              },
              { name: "topic", label: "Topic", allLabel: "All Topics", options: COMPLIANCE_TOPICS },
            ]}
          />
        </div>
      </FilterForm>
      <div className="mt-8">
        <ArticleGrid
          articles={guides}
          base="/resources/compliance"
          noun={guides.length === 1 ? "guide" : "guides"}
          empty={{
            title: "No Guides Found",
            message: "Try another jurisdiction or topic.",
          }}
        />
      </div>
    </ContentPage>
  );
}
