import {
  BadgeCheckIcon,
  GlobeIcon,
  CheckIcon,
  ChevronRightIcon,
  MailIcon,
  MapPinIcon,
  ReceiptTextIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CardPicture } from "~/components/shared/card-picture";
import { StarRating } from "~/components/shared/star-rating";
import { TagList } from "~/components/shared/tag-list";
import { TitledSection, type SectionProps } from "~/components/shared/titled-section";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import type { Vendor } from "~/data/types";
import { ContactVendorDialog } from "~/features/forms/contact-vendor-dialog";
import { contactVendorPath, quoteRequestPath } from "~/features/forms/form-paths";
import { QuoteRequestDialog } from "~/features/forms/quote-request-dialog";
import type { ProfileSave } from "~/lib/save-notice";
import { SaveVendor } from "./save-vendor";
import { MemberText } from "~/components/shared/member-text";

/** A vendor's profile; the route fills in its Reviews section. */
export function VendorProfile({
  vendor,
  reviews,
  notice,
  preview = false,
  followHref = null,
  claimHref = null,
  save = null,
  aside = null,
}: {
  vendor: Vendor & { website?: string | null };
  reviews: ReactNode;
  /** Shown above the profile (a company awaiting review, say). */
  notice?: ReactNode;
  /** Not public yet: nobody can contact it or ask it for a quote. */
  preview?: boolean;
  /** For a signed-out buyer writing to a company of the network: where to sign in to follow replies. */
  followHref?: string | null;
  /** For a listing without an owner: where a member asks to own it. */
  claimHref?: string | null;
  /** Save onto the member's shortlists: its state, their lists, the lists it is on. */
  save?: ProfileSave | null;
  /** More for the viewer, at the end of the side column (a buyer's "Invite to tender"). */
  aside?: ReactNode;
}) {
  return (
    <article aria-labelledby="vendor-name">
      {notice}
      <ProfileHeader vendor={vendor} preview={preview} followHref={followHref} save={save} />

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <div className="flex flex-col gap-6">
          <ProfileSection id="services" title="Services Offered">
            <ul className="grid gap-3 sm:grid-cols-2">
              {vendor.services.map((service) => (
                <li key={service} className="flex items-start gap-2 text-slate-700">
                  <CheckIcon
                    className="mt-0.5 size-4 shrink-0 text-accent-600"
                    aria-hidden="true"
                  />
                  {service}
                </li>
              ))}
            </ul>
          </ProfileSection>
          <ProfileSection id="reviews" title="Reviews">
            {reviews}
          </ProfileSection>
        </div>
        <div className="flex flex-col gap-6">
          {vendor.certifications.length > 0 ? (
            <ProfileSection id="certifications" title="Certifications">
              <ul className="flex flex-col gap-3">
                {vendor.certifications.map((certification) => (
                  <li key={certification} className="flex items-center gap-2 text-slate-700">
                    <BadgeCheckIcon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
                    {certification}
                  </li>
                ))}
              </ul>
            </ProfileSection>
          ) : null}
          {vendor.tags.length > 0 ? (
            <ProfileSection id="tags" title="Tags">
              <TagList tags={vendor.tags} />
            </ProfileSection>
          ) : null}
          {claimHref ? (
            <ProfileSection id="claim" title="Is this your company?">
              <p className="text-sm text-slate-700">
                Claim this listing to keep its details up to date, answer requests and reply to
                reviews. An operator checks every claim.
              </p>
              <Link
                to={claimHref}
                className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Claim <MemberText text={vendor.name} />
              </Link>
            </ProfileSection>
          ) : null}
          {aside}
        </div>
      </div>
    </article>
  );
}

function ProfileSection({ id, title, children }: SectionProps) {
  return (
    <TitledSection
      id={id}
      title={title}
      anchor
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="mt-4">{children}</div>
    </TitledSection>
  );
}

/** The profile's header: where it is, who the vendor is, and how to reach or save it. */
function ProfileHeader({
  vendor,
  preview,
  followHref,
  save,
}: {
  vendor: Vendor & { website?: string | null };
  preview: boolean;
  followHref: string | null;
  save: ProfileSave | null;
}) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-10 sm:px-6 lg:px-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            <li>
              <Link to="/vendors" className="font-medium text-brand-700 hover:underline">
                Supplier Directory
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRightIcon className="size-4" />
            </li>
            <li aria-current="page" className="text-slate-700">
              <MemberText text={vendor.name} />
            </li>
          </ol>
        </nav>
        <div className="mt-6 flex flex-col gap-6 md:flex-row md:items-start">
          <CardPicture
            src={vendor.logoUrl}
            kind="profile"
            alt={`${vendor.name} logo`}
            lazy={false}
            fetchPriority="low"
          />
          <div className="min-w-0 flex-1">
            <h1
              id="vendor-name"
              className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              <MemberText text={vendor.name} />
            </h1>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              <a href="#reviews" className="rounded-sm hover:underline">
                <StarRating rating={vendor.rating} count={vendor.reviewCount} />
              </a>
              <span className="inline-flex items-center gap-1 text-sm text-slate-700">
                <MapPinIcon className="size-4 text-slate-500" aria-hidden="true" />
                {vendor.location}
              </span>
              <Badge>{vendor.category}</Badge>
              {vendor.website ? (
                <a
                  href={vendor.website}
                  rel="nofollow noopener noreferrer ugc"
                  className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  <GlobeIcon className="size-4" aria-hidden="true" />
                  {new URL(vendor.website).hostname}
                  <span className="sr-only"> (website)</span>
                </a>
              ) : null}
            </div>
            <p className="mt-4 max-w-3xl text-lg text-slate-700">
              <MemberText text={vendor.shortBlurb} />
            </p>
          </div>
          {preview ? null : <ProfileActions vendor={vendor} followHref={followHref} save={save} />}
        </div>
      </div>
    </header>
  );
}

/** Contact, quote request and save: for public profiles only. */
function ProfileActions({
  vendor,
  followHref,
  save,
}: {
  vendor: Vendor;
  followHref: string | null;
  save: ProfileSave | null;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row md:w-52 md:flex-col">
      <ContactVendorDialog vendor={vendor} followHref={followHref}>
        <Link to={contactVendorPath(vendor.slug)} className={buttonVariants({ size: "lg" })}>
          <MailIcon aria-hidden="true" />
          Contact Vendor
        </Link>
      </ContactVendorDialog>
      <QuoteRequestDialog vendor={vendor} followHref={followHref}>
        <Link
          to={quoteRequestPath(vendor.slug)}
          className={buttonVariants({ size: "lg", variant: "outline" })}
        >
          <ReceiptTextIcon aria-hidden="true" />
          Request Quote
        </Link>
      </QuoteRequestDialog>
      {save ? (
        <div className="sm:w-48 md:w-auto">
          <SaveVendor vendor={vendor} state={save.state} lists={save.lists} size="lg" />
          {save.savedIn.length > 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              On {save.savedIn.length === 1 ? "your list" : "your lists"}{" "}
              <Link to="/account/shortlists" className="font-medium text-brand-700 underline">
                {save.savedIn.join(", ")}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
