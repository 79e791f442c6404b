import { CircleCheckBigIcon, InfoIcon } from "lucide-react";
import { Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Card } from "~/components/ui/card";
import { CLAIM_REFUSALS } from "../rules";
import { CLAIM_FORM_LIMIT, claimAction, loadClaimPage } from "../claim-action.server";
import { ClaimForm } from "../claim-form";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/vendor-claim";
import { MemberText } from "~/components/shared/member-text";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// "Is this your company?" (issue 22): a member asks to own a listing without an owner. Signed
// out, the visitor is sent to sign in and back; an owned listing cannot be claimed.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request, params }: Route.LoaderArgs, { viewer }) => {
    const page = await loadClaimPage(context, viewer, params.slug);
    return { ...page, sent: new URL(request.url).searchParams.has("sent") };
  },
);

export const action = routeAction(
  {
    who: "member",
    body: { max: CLAIM_FORM_LIMIT, refusals: "handler" },
    limit: { take: "company-write", when: "in-handler" },
  },
  ({ context, params }: Route.ActionArgs, posted) => claimAction(context, posted, params.slug),
);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: loaderData ? `Claim ${loaderData.vendor.name}` : "Claim a listing",
      description: "Ask to own a supplier's listing on ProcureConnect.",
      path: loaderData ? `/vendors/${loaderData.vendor.slug}/claim` : "/vendors",
    },
    matches,
  );
}

function Notice({ icon, children }: { icon: "done" | "info"; children: React.ReactNode }) {
  const Icon = icon === "done" ? CircleCheckBigIcon : InfoIcon;
  return (
    <p
      className={
        icon === "done"
          ? "flex gap-2 rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-800"
          : "flex gap-2 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
      }
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

export default function VendorClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { vendor, state, refused, email, sent } = loaderData;
  const profile = `/vendors/${vendor.slug}`;
  return (
    <>
      <PageHeader
        eyebrow="Is this your company?"
        title={`Claim ${vendor.name}`}
        description="Tell us how you represent the company and show it: an operator checks every claim, and you own the listing once it is approved."
      />
      <PageSection className="max-w-3xl">
        <Card className="p-6">
          <div role="status">
            {sent && state === "pending" ? (
              <Notice icon="done">
                Thank you: your claim is sent. An operator will decide, and you will be told by
                e-mail.
              </Notice>
            ) : null}
          </div>
          {state === "pending" && !sent ? (
            <Notice icon="info">{CLAIM_REFUSALS.pending}</Notice>
          ) : null}
          {state === "owned" ? (
            <Notice icon="info">
              {CLAIM_REFUSALS.owned} If you represent it, contact its owner through its profile.
            </Notice>
          ) : null}
          {state === "form" ? (
            <>
              {refused ? (
                <div className="mb-5">
                  <Notice icon="info">
                    Your last claim of this company was refused
                    {refused.reason ? `: ${refused.reason}` : "."} You can claim it again.
                  </Notice>
                </div>
              ) : null}
              <ClaimForm vendorName={vendor.name} email={email} result={actionData} />
            </>
          ) : (
            <Link
              to={profile}
              className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline"
            >
              Back to <MemberText text={vendor.name} />
            </Link>
          )}
        </Card>
      </PageSection>
    </>
  );
}
