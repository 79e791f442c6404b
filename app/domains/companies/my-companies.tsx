import { CircleCheckBigIcon, ExternalLinkIcon, PencilIcon, PlusIcon } from "lucide-react";
import { Link } from "react-router";
import { CardPicture } from "~/components/shared/card-picture";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { COMPANY_LIMITS, type CompanyView } from "./schema";
import { formatTimestamp } from "~/lib/dates";
import { CompanyStatusBadge } from "./company-status-badge";
import { MemberText } from "~/components/shared/member-text";

// An owner's companies with their status, what the operators said, and the ways to change them.

export function MyCompanies({
  companies,
  saved,
}: {
  companies: readonly CompanyView[];
  /** The company whose edit was just saved. */
  saved: CompanyView | null;
}) {
  const canRegister = companies.length < COMPANY_LIMITS.perOwner;
  return (
    <div className="flex flex-col gap-4">
      <div role="status">
        {saved ? (
          <p className="flex gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800">
            <CircleCheckBigIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Your changes to {saved.name} are saved
              {saved.status === "approved" ? " and live in the directory." : "."}
            </span>
          </p>
        ) : null}
      </div>
      {companies.length === 0 ? (
        <Card className="items-start gap-3 p-6">
          <h2 className="text-lg font-semibold text-slate-900">No companies yet</h2>
          <p className="text-slate-700">
            Register your company to be found by buyers in the supplier directory.
          </p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {companies.map((company) => (
            <li key={company.id}>
              <CompanyRow company={company} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {canRegister ? (
          <Link to="/vendors/register" className={buttonVariants()}>
            <PlusIcon aria-hidden="true" />
            Register a company
          </Link>
        ) : null}
        <p className="text-sm text-slate-600">
          You own {companies.length} of the {COMPANY_LIMITS.perOwner} companies one member may
          register.
        </p>
      </div>
    </div>
  );
}

function CompanyRow({ company }: { company: CompanyView }) {
  return (
    <Card className="flex-row flex-wrap items-start gap-4 p-5">
      <CardPicture src={company.logoUrl} kind="tile" lazy={false} />
      <div className="min-w-0 flex-1 basis-56">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            <MemberText text={company.name} />
          </h2>
          <CompanyStatusBadge status={company.status} />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {company.category} · {company.location}
          {company.updatedAt ? ` · Updated ${formatTimestamp(company.updatedAt)}` : null}
        </p>
        {company.status === "rejected" && company.rejectionReason ? (
          <p className="mt-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
            <span className="font-semibold">Reason given: </span>
            <span className="whitespace-pre-line">{company.rejectionReason}</span>
          </p>
        ) : null}
        {company.status === "pending" ? (
          <p className="mt-2 text-sm text-slate-700">
            An operator will review it; until then only you can see its page.
          </p>
        ) : null}
      </div>
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        <Link
          to={`/vendors/${company.slug}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={`View ${company.name}'s profile`}
        >
          <ExternalLinkIcon aria-hidden="true" />
          View profile
        </Link>
        <Link
          to={`/account/companies/${company.slug}/edit`}
          className={buttonVariants({ size: "sm" })}
          aria-label={`Edit ${company.name}`}
        >
          <PencilIcon aria-hidden="true" />
          Edit
        </Link>
        <Link
          to={`/account/companies/${company.slug}/qualification`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={`Qualification of ${company.name}: CPV codes, identifiers, certificates`}
        >
          Qualification
        </Link>
        <Link
          to={`/account/companies/${company.slug}/webhooks`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={`Webhooks of ${company.name}`}
        >
          Webhooks
        </Link>
      </div>
    </Card>
  );
}
