import { CPV_CODE, MAX_CPV_CODES, pickedCodes } from "~/domains/classification";
import { identifierSchemes } from "~/domains/classification/index.server";
import { notFound, type Viewer } from "~/lib/access.server";
import { formPageMeta } from "~/lib/seo";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { canEditCompany } from "../permissions";
import { CompanyPage } from "../company-page";
import { QUALIFICATION_FORM_MAX, qualificationAction } from "../qualification-action.server";
import { QualificationSections } from "../qualification-sections";
import type { Route } from "./+types/account-company-qualification";

// An owner states what their company supplies (CPV codes), who registered it (identifiers) and
// what it is certified for (certificates): issue 43, decisions 440-442. Only the owner; anyone
// else finds no such page.

async function ownCompany(
  { context, params }: Route.LoaderArgs | Route.ActionArgs,
  member: Viewer,
) {
  const company = await context.repo.companies.bySlug(params.slug);
  if (!company || !canEditCompany(member, company)) notFound();
  return company;
}

export const loader = routeLoader({ who: "member" }, async (args: Route.LoaderArgs, { viewer }) => {
  const company = await ownCompany(args, viewer);
  const { repo } = args.context;
  const url = new URL(args.request.url);
  const query = url.searchParams.get("cpvq")?.trim().slice(0, 100) ?? "";
  // A search sent without JavaScript carries the codes ticked so far.
  const ticked = url.searchParams.has("cpvq")
    ? pickedCodes(url.searchParams.getAll("cpv"))
        .filter((c) => CPV_CODE.test(c))
        .slice(0, MAX_CPV_CODES)
    : null;
  const [chosen, results, identifiers, certificates] = await Promise.all([
    ticked ? repo.classification.entries(ticked) : repo.companies.capabilities(company.id),
    query ? repo.classification.search(query) : Promise.resolve(null),
    repo.companies.identifiers(company.id),
    repo.companies.certificates(company.id),
  ]);
  return {
    company: { name: company.name, slug: company.slug },
    cpv: { chosen, results, query },
    identifiers,
    schemes: identifierSchemes().map(({ code, name, country }) => ({ code, name, country })),
    certificates: certificates.map(({ file: _file, companyId: _company, ...view }) => view),
    saved: url.searchParams.get("saved"),
  };
});

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const action = routeAction(
  {
    who: "member",
    body: QUALIFICATION_FORM_MAX,
    limit: { take: "company-write", when: "before" },
  },
  async (args: Route.ActionArgs, { viewer, form }) => {
    const company = await ownCompany(args, viewer);
    return qualificationAction(args.context, company, form);
  },
);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: `Qualification of ${loaderData?.company.name ?? "company"}`,
      description: "What your company supplies, its identifiers and its certificates.",
      path: `/account/companies/${loaderData?.company.slug ?? ""}/qualification`,
    },
    matches,
  );
}

export default function CompanyQualification({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CompanyPage
      title={`Qualification of ${loaderData.company.name}`}
      back={{ to: "/account/companies", label: "Back to My companies" }}
      intro={
        <p>
          Say what your company supplies, with CPV codes, and how buyers can check it: its
          registration numbers and its certificates.
        </p>
      }
    >
      <QualificationSections data={loaderData} answer={actionData} />
    </CompanyPage>
  );
}
