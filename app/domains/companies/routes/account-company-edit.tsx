import { Link, redirect } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { canEditCompany } from "../permissions";
import { COMPANY_MESSAGES, companyView, valuesOf } from "../schema";
import { COMPANY_FORM, COMPANY_LIMIT, readCompanyPost, refuse } from "../company-action.server";
import { CompanyForm } from "../company-form";
import { CompanyPage } from "../company-page";
import { CompanyStatusBadge } from "../company-status-badge";
import { notFound, type Viewer } from "~/lib/access.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-company-edit";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// An owner edits their company: an approved one changes in the directory at once (and the edit
// is recorded for operators); a rejected one goes back to the queue.

async function ownCompany(
  { context, params }: Route.LoaderArgs | Route.ActionArgs,
  member: Viewer,
) {
  const company = await context.repo.companies.bySlug(params.slug);
  if (!company || !canEditCompany(member, company)) notFound();
  return { member, company };
}

export const loader = routeLoader({ who: "member" }, async (args: Route.LoaderArgs, { viewer }) => {
  const { company } = await ownCompany(args, viewer);
  return { company: companyView(company) };
});

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const action = routeAction(
  { who: "member", body: COMPANY_FORM, limit: COMPANY_LIMIT },
  async (args: Route.ActionArgs, posted) => {
    const { member, company } = await ownCompany(args, posted.viewer);
    const post = await readCompanyPost(args.context, posted);
    if (!post.ok) return post.refusal;
    const result = await args.context.repo.companies.update(
      company.id,
      member.id,
      post.input,
      post.logoFile,
    );
    if (!result) notFound();
    if (result.kind === "name-taken") {
      return refuse(valuesOf(post.input), { name: COMPANY_MESSAGES.nameTaken }, 409);
    }
    throw redirect(`/account/companies?saved=${encodeURIComponent(result.company.slug)}`);
  },
);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: `Edit ${loaderData?.company.name ?? "company"}`,
      description: "Change your company's details on ProcureConnect.",
      path: `/account/companies/${loaderData?.company.slug ?? ""}/edit`,
    },
    matches,
  );
}

const WHAT_HAPPENS = {
  pending: "It is still awaiting review: the operators will see your changes.",
  approved: "It is listed: your changes show in the directory as soon as you save them.",
  rejected: "Saving sends it back to the operators for another review.",
  unlisted: "An operator has unlisted it; your changes are kept for when it is listed again.",
} as const;

export default function EditCompany({ loaderData: { company }, actionData }: Route.ComponentProps) {
  return (
    <CompanyPage
      title={`Edit ${company.name}`}
      back={{ to: "/account/companies", label: "Back to My companies" }}
      intro={
        <p className="flex flex-wrap items-center gap-2">
          <CompanyStatusBadge status={company.status} />
          <span>{WHAT_HAPPENS[company.status]}</span>
        </p>
      }
    >
      <CompanyForm
        values={actionData?.values ?? valuesOf(company)}
        errors={actionData?.errors ?? {}}
        submitText={company.status === "rejected" ? "Submit for review" : "Save changes"}
        pendingText="Saving…"
        currentLogo={{ url: company.logoUrl, alt: `${company.name}'s current logo` }}
        cancel={
          <Link to="/account/companies" className={buttonVariants({ variant: "outline" })}>
            Cancel
          </Link>
        }
      />
    </CompanyPage>
  );
}
