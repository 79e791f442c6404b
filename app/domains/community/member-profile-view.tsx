import { BuildingIcon, GlobeIcon } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "~/components/shared/back-link";
import { CardPicture } from "~/components/shared/card-picture";
import { MemberText } from "~/components/shared/member-text";
import { PageSection } from "~/components/shared/page-header";
import { TitledSection } from "~/components/shared/titled-section";
import { IconLabel } from "~/components/ui/icon-label";
import { formatShortDate } from "~/lib/dates";
import { threadPath } from "./paths";
import { PostBody } from "./post-body";
import type { MemberProfilePage } from "./profile.server";

// A listed member's public profile (issue 29): who they are, then their companies, public
// reviews and forum posts.

export function MemberProfileView({ data }: { data: MemberProfilePage }) {
  const { profile } = data;
  return (
    <PageSection className="max-w-4xl">
      <BackLink to="/network/members" label="Back to Members Directory" className="mb-6" />
      <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <CardPicture src={profile.avatarUrl} kind="avatar" lazy={false} />
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Member</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
            <MemberText text={profile.name} />
          </h1>
          {profile.role ? (
            <p className="mt-1 text-base font-medium text-brand-700">
              <MemberText text={profile.role} />
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-4 text-sm text-slate-600">
            {profile.region ? (
              <IconLabel as="p" icon={GlobeIcon}>
                {profile.region}
              </IconLabel>
            ) : null}
            {profile.organisation ? (
              <IconLabel as="p" icon={BuildingIcon}>
                <MemberText text={profile.organisation} />
              </IconLabel>
            ) : null}
          </div>
        </div>
      </div>
      <ProfileSections {...data} />
    </PageSection>
  );
}

function ProfileSections({ profile, companies, reviews, posts }: MemberProfilePage) {
  return (
    <>
      {profile.bio ? (
        <TitledSection id="bio" title="About" className="mt-8">
          <div className="mt-2">
            <PostBody html={profile.bio} />
          </div>
        </TitledSection>
      ) : null}
      <TitledSection id="companies" title="Companies" className="mt-8">
        {companies.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No companies listed.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {companies.map((c) => (
              <li key={c.slug}>
                <Link
                  to={`/vendors/${c.slug}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  <MemberText text={c.name} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection id="reviews" title="Reviews" className="mt-8">
        {reviews.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No public reviews yet.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {reviews.map((r) => (
              <li key={r.id}>
                <Link
                  to={`/vendors/${r.vendorSlug}#reviews`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  <MemberText text={r.title} />
                </Link>{" "}
                <span className="text-slate-600">
                  — {r.rating} of 5 stars for <MemberText text={r.vendorName} />,{" "}
                  {formatShortDate(r.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection id="posts" title="Forum posts" className="mt-8">
        {posts.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No forum posts yet.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {posts.map((p) => {
              const href = threadPath({ id: p.threadId, groupId: p.groupSlug }, p.groupSlug);
              return (
                <li key={`${p.kind}-${p.id}`}>
                  {p.kind === "thread" ? "Started " : "Replied in "}
                  <Link
                    to={p.kind === "thread" ? href : `${href}#reply-${p.id}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    <MemberText text={p.title} />
                  </Link>{" "}
                  <span className="text-slate-600">{formatShortDate(p.at)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </TitledSection>
    </>
  );
}
