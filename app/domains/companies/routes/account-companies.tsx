import { PageHeader, PageSection } from "~/components/shared/page-header";
import { MyCompanies } from "../my-companies";
import { companyView } from "../schema";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-companies";
import { routeLoader } from "~/lib/route-policy.server";

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "My companies",
      description:
        "The companies you registered on ProcureConnect, their status and their details.",
      path: "/account/companies",
    },
    matches,
  );
}

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request }: Route.LoaderArgs, { viewer: member }) => {
    const companies = (await context.repo.companies.ownedBy(member.id)).map(companyView);
    const savedSlug = new URL(request.url).searchParams.get("saved");
    return { companies, saved: companies.find((c) => c.slug === savedSlug) ?? null };
  },
);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AccountCompanies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="My companies"
        description="See where each of your companies stands, and keep its details up to date."
      />
      <PageSection className="max-w-4xl">
        <MyCompanies companies={loaderData.companies} saved={loaderData.saved} />
      </PageSection>
    </>
  );
}
