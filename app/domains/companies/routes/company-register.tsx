import { Link, redirect } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { COMPANY_LIMITS, COMPANY_MESSAGES, EMPTY_COMPANY_VALUES, valuesOf } from "../schema";
import { COMPANY_FORM, COMPANY_LIMIT, readCompanyPost, refuse } from "../company-action.server";
import { CompanyForm } from "../company-form";
import { CompanyPage } from "../company-page";
import { RegisterInvitation } from "../register-invitation";
import { mustVerify, signInPath, UNVERIFIED_MESSAGE } from "~/lib/access.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/company-register";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

const PATH = "/vendors/register";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Register Company",
      description: "List your company in the ProcureConnect supplier directory.",
      path: PATH,
    },
    matches,
  );
}

export const loader = routeLoader({ who: "anyone" }, async ({ context }: Route.LoaderArgs) => {
  const { user } = context;
  if (!user) {
    return {
      member: false as const,
      signInHref: signInPath(PATH),
      joinHref: `/join?${new URLSearchParams({ next: PATH })}`,
    };
  }
  const owned = await context.repo.companies.ownedBy(user.id);
  return { member: true as const, full: owned.length >= COMPANY_LIMITS.perOwner };
});

// The page differs for each visitor (and holds a form): no shared cache keeps it.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const action = routeAction(
  { who: "member", body: COMPANY_FORM, limit: COMPANY_LIMIT },
  async ({ context }: Route.ActionArgs, posted) => {
    const member = posted.viewer;
    // Registering publishes a company: the member must have confirmed their e-mail address.
    if (mustVerify(context, member)) {
      return refuse(EMPTY_COMPANY_VALUES, { form: UNVERIFIED_MESSAGE }, 403);
    }
    const post = await readCompanyPost(context, posted);
    if (!post.ok) return post.refusal;
    const result = await context.repo.companies.register(
      member.id,
      post.input,
      post.logoFile ?? null,
    );
    if (result.kind === "too-many") {
      return refuse(EMPTY_COMPANY_VALUES, { form: COMPANY_MESSAGES.tooManyCompanies }, 403);
    }
    if (result.kind === "name-taken") {
      return refuse(valuesOf(post.input), { name: COMPANY_MESSAGES.nameTaken }, 409);
    }
    throw redirect(`/vendors/${result.company.slug}`);
  },
);

export default function RegisterCompany({ loaderData, actionData }: Route.ComponentProps) {
  const intro = "List your company in the ProcureConnect supplier directory.";
  if (!loaderData.member) {
    return (
      <CompanyPage title="Register Company" intro={<p>{intro}</p>}>
        <RegisterInvitation signInHref={loaderData.signInHref} joinHref={loaderData.joinHref} />
      </CompanyPage>
    );
  }
  if (loaderData.full) {
    return (
      <CompanyPage title="Register Company" intro={<p>{intro}</p>}>
        <p className="text-slate-700">{COMPANY_MESSAGES.tooManyCompanies}</p>
        <Link to="/account/companies" className={buttonVariants({ className: "mt-4 self-start" })}>
          Go to My companies
        </Link>
      </CompanyPage>
    );
  }
  return (
    <CompanyPage
      title="Register Company"
      intro={
        <p>
          {intro} An operator reviews each new company before it is listed; until then only you can
          see its page. Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
      }
    >
      <CompanyForm
        values={actionData?.values ?? EMPTY_COMPANY_VALUES}
        errors={actionData?.errors ?? {}}
        submitText="Submit for review"
        pendingText="Submitting…"
      />
    </CompanyPage>
  );
}
