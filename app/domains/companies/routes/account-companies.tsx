import { PageHeader, PageSection } from "~/components/shared/page-header";
import { MyCompanies } from "../my-companies";
import { requireMember } from "~/lib/access.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-companies";

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

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const companies = await context.repo.companies.ownedBy(member.id);
  const savedSlug = new URL(request.url).searchParams.get("saved");
  return { companies, saved: companies.find((c) => c.slug === savedSlug) ?? null };
}

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
