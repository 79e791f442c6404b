import { originOfMatches } from "~/lib/public-origin";
import { data } from "react-router";
import { canEditCompany, canSeeCompany } from "../permissions";
import { CompanyStatusNotice } from "../company-status-notice";
import { CompanyQualification } from "../company-qualification";
import {
  loadVendorReviews,
  REVIEW_FORM,
  REVIEW_LIMIT,
  reviewAction,
} from "~/domains/reviews/index.server";
import { InviteToTender } from "~/domains/tenders/index";
import { ScorecardCard } from "~/domains/contracts/index";
import { supplierScorecard } from "~/domains/contracts/index.server";
import { inviteOptions } from "~/domains/tenders/index.server";
import { ReviewsSection } from "~/domains/reviews";
import { profileSave } from "~/domains/shortlists/index.server";
import { VENDOR_NOT_FOUND, VendorNotFound } from "../vendor-not-found";
import { VendorProfile } from "../vendor-profile";
import { signInPath } from "~/lib/access.server";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { vendorOrganizationLd } from "~/lib/structured-data";
import type { Route } from "./+types/vendor-detail";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// A vendor's profile. Approved companies (the samples among them) are public; a company awaiting
// review, rejected or unlisted is shown to its owner and operators only, with a banner. Reviews
// are written, edited, replied to and reported in its Reviews section, on public profiles only.

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, params, request }: Route.LoaderArgs) => {
    const company = await context.repo.companies.bySlug(params.slug);
    if (!company || !canSeeCompany(context.user, company)) {
      return data(
        {
          vendor: null,
          notice: null,
          reviews: null,
          follow: null,
          claim: null,
          save: null,
          invite: null,
          scorecard: null,
          qualification: null,
        },
        { status: 404 },
      );
    }
    const { ownerId, logoFile: _logo, ...vendor } = company;
    const [reviews, qualification] = await Promise.all([
      loadVendorReviews(context, request, vendor),
      context.repo.companies.publicQualification(vendor.id),
    ]);
    // A signed-out buyer writing to a company of the network is told that signing in lets them
    // follow its replies.
    const follow = ownerId !== null && !context.user ? signInPath(`/vendors/${vendor.slug}`) : null;
    // A listing without an owner may be claimed by a member (issue 22).
    const claim = ownerId === null ? `/vendors/${vendor.slug}/claim` : null;
    if (company.status === "approved") {
      // Only a listed supplier can be saved onto a shortlist.
      const [save, invite, scorecard] = await Promise.all([
        profileSave(context, vendor.id),
        inviteOptions(context, company),
        supplierScorecard(context, vendor.id),
      ]);
      return {
        vendor,
        notice: null,
        reviews,
        follow,
        claim,
        save,
        invite,
        scorecard,
        qualification,
      };
    }
    const owner = canEditCompany(context.user, company);
    return data(
      {
        vendor,
        notice: {
          status: company.status,
          reason: company.status === "rejected" ? company.rejectionReason : null,
          editHref: owner ? `/account/companies/${company.slug}/edit` : undefined,
          moderateHref: context.user?.isOperator ? "/admin" : undefined,
        },
        reviews,
        follow: null,
        claim: null,
        save: null,
        invite: null,
        scorecard: null,
        qualification,
      },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  },
);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Writing, editing, deleting, replying to and reporting reviews, from the Reviews section. */
export const action = routeAction(
  { who: "member", body: REVIEW_FORM, limit: REVIEW_LIMIT },
  async ({ context, params }: Route.ActionArgs, posted) => {
    // Only a public profile takes reviews: for anyone else this company does not exist.
    const vendor = await context.repo.vendors.bySlug(params.slug);
    if (!vendor) throw data(null, { status: 404 });
    return reviewAction(context, posted, vendor);
  },
);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const vendor = loaderData?.vendor;
  if (!vendor) return notFoundMeta(VENDOR_NOT_FOUND.title, VENDOR_NOT_FOUND.message);
  const page = pageMeta(
    {
      title: vendor.name,
      description: vendor.shortBlurb,
      path: `/vendors/${vendor.slug}`,
    },
    matches,
  );
  if (loaderData.notice) return [...page, { name: "robots", content: "noindex" }];
  return [...page, { "script:ld+json": vendorOrganizationLd(vendor, originOfMatches(matches)) }];
}

export default function VendorDetail({
  loaderData: { vendor, notice, reviews, follow, claim, save, invite, scorecard, qualification },
  actionData,
}: Route.ComponentProps) {
  if (!vendor || !reviews) return <VendorNotFound />;
  return (
    <VendorProfile
      vendor={vendor}
      preview={notice !== null}
      followHref={follow}
      claimHref={claim}
      aside={
        <>
          {qualification ? <CompanyQualification data={qualification} /> : null}
          {invite ? <InviteToTender options={invite} /> : null}
        </>
      }
      save={save}
      notice={notice ? <CompanyStatusNotice {...notice} /> : null}
      reviews={
        <>
          {scorecard ? <ScorecardCard card={scorecard} /> : null}
          <ReviewsSection data={reviews} vendorName={vendor.name} result={actionData} />
        </>
      }
    />
  );
}
