import { BriefcaseIcon, ClockIcon, MapPinIcon, WalletIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { TitledSection } from "~/components/shared/titled-section";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import {
  budgetLabel,
  priceLabel,
  PROPOSAL_STATUS_LABELS,
  timelineLabel,
  type FreelancePostView,
  type FreelancePostState,
  type MyProposal,
} from "./rules";
import { AdHeader, DetailRow, MetaItem } from "~/domains/hiring";
import { formatIsoDay } from "~/lib/dates";
import { cn } from "~/lib/utils";
import type { ProposalFormResult } from "./freelance.server";
import { ProposalForm } from "./proposal-form";

// A freelance post's page (/jobs/freelance/:id): the work, its budget and duration, and beside
// it what the visitor may do: send or change a proposal (members), sign in or join first
// (visitors), or compare the proposals (the poster, on their own page).

export interface FreelancePostPageData {
  post: FreelancePostView;
  state: FreelancePostState;
  /** The description, rendered from Markdown and sanitised on the server. */
  html: string;
  isOwner: boolean;
  proposalCount: number | null;
  mine: MyProposal | null;
}

export function FreelancePostPage({
  found,
  signIn,
  notice,
  result,
}: {
  found: FreelancePostPageData;
  signIn: { signIn: string; join: string } | null;
  notice: string | null;
  result: ProposalFormResult | undefined;
}) {
  const { post, state } = found;
  return (
    <article aria-labelledby="post-title">
      <AdHeader
        ad={post}
        back={{ to: "/jobs/freelance", label: "Back to Freelance Opportunities" }}
        titleId="post-title"
        badges={
          <>
            {state === "awarded" ? <Badge variant="neutral">Awarded</Badge> : null}
            {state === "closed" ? <Badge variant="warning">Closed</Badge> : null}
          </>
        }
        companyUrl={post.companySlug ? `/vendors/${post.companySlug}` : undefined}
        facts={
          <>
            <MetaItem icon={<WalletIcon />}>
              <span className="font-semibold text-slate-900">
                {budgetLabel(post.budgetType, post.budget)}
              </span>
            </MetaItem>
            <MetaItem icon={<ClockIcon />}>{post.duration}</MetaItem>
            <MetaItem icon={<MapPinIcon />}>{post.location}</MetaItem>
            <MetaItem icon={<BriefcaseIcon />}>{post.category}</MetaItem>
          </>
        }
        tags={{ label: "Skills", items: post.skills }}
      />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
        <TitledSection
          id="your-proposal"
          anchor
          title={found.isOwner ? "Your post" : found.mine ? "Your proposal" : "Send a proposal"}
          className="self-start rounded-xl border border-brand-100 bg-brand-50 p-6 lg:col-start-2 lg:row-start-1"
        >
          <div className="mt-3">
            <FormMessages error={null} success={notice} />
            <ProposalPanel found={found} signIn={signIn} result={result} />
          </div>
        </TitledSection>
        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-1">
          <TitledSection id="about-work" title="About the work" size="xl">
            <div
              className="mt-4 leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h4]:mt-4 [&_h4]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-3 [&_pre]:overflow-x-auto [&_ul]:list-disc"
              // Safe: rendered by app/lib/markdown.server.ts, which drops raw HTML and sanitises.
              dangerouslySetInnerHTML={{ __html: found.html }}
            />
          </TitledSection>
          <TitledSection
            id="terms"
            title="Terms"
            size="xl"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <dl className="mt-4 divide-y divide-slate-100 text-sm">
              <DetailRow term="Budget">{budgetLabel(post.budgetType, post.budget)}</DetailRow>
              <DetailRow term="Duration">{post.duration}</DetailRow>
              <DetailRow term="Remote">{post.isRemote ? "Yes" : "No"}</DetailRow>
              <DetailRow term="Proposals close on">{formatIsoDay(post.closesOn)}</DetailRow>
            </dl>
          </TitledSection>
        </div>
      </div>
    </article>
  );
}

/** What the visitor may do about the post, in the panel beside it. */
function ProposalPanel({
  found,
  signIn,
  result,
}: {
  found: FreelancePostPageData;
  signIn: { signIn: string; join: string } | null;
  result: ProposalFormResult | undefined;
}) {
  const { post, state, mine } = found;
  if (found.isOwner) {
    const count = found.proposalCount ?? 0;
    return (
      <>
        <p className="text-sm text-slate-700">
          This is your post. It has {count === 1 ? "1 proposal" : `${count} proposals`}.
        </p>
        <Link to={`/account/freelance/${post.id}`} className={cn(buttonVariants(), "mt-4")}>
          Compare proposals
        </Link>
      </>
    );
  }
  const summary = mine ? <MyProposalSummary post={post} mine={mine} /> : null;
  if (state === "awarded") {
    return (
      <>
        <p className="text-sm text-slate-700">
          This work is awarded: the company accepted a proposal.
        </p>
        {summary}
      </>
    );
  }
  if (state === "closed") {
    return (
      <>
        <p className="text-sm text-slate-700">This post no longer takes proposals.</p>
        {summary}
      </>
    );
  }
  if (post.sample) {
    return (
      <p className="text-sm text-slate-700">
        This is a sample post: it shows how freelance work is posted and takes no proposals.
        Companies on the network post the real ones; post your own from{" "}
        <Link to="/account/freelance/new" className="font-semibold text-brand-700 underline">
          Post freelance work
        </Link>
        .
      </p>
    );
  }
  if (signIn) {
    return (
      <>
        <p className="text-sm text-slate-700">
          Freelancers on ProcureConnect send proposals: a price, a timeline and a message, with
          files if you like. Sign in or join to send yours.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={signIn.signIn} className={buttonVariants()}>
            Sign in to send a proposal
          </Link>
          <Link to={signIn.join} className={buttonVariants({ variant: "outline" })}>
            Join ProcureConnect
          </Link>
        </div>
      </>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {summary}
      <ProposalForm budgetType={post.budgetType} budget={post.budget} mine={mine} result={result} />
      {mine ? (
        <Form method="post" className="border-t border-brand-100 pt-4">
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="proposal" value={mine.id} />
          <Button type="submit" variant="outline" size="sm">
            Withdraw proposal
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

function MyProposalSummary({ post, mine }: { post: FreelancePostView; mine: MyProposal }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-white p-4 text-sm">
      <dt className="text-slate-600">Status</dt>
      <dd className="font-semibold text-slate-900">{PROPOSAL_STATUS_LABELS[mine.status]}</dd>
      <dt className="text-slate-600">Price</dt>
      <dd className="text-slate-900">{priceLabel(post.budgetType, mine.price)}</dd>
      <dt className="text-slate-600">Timeline</dt>
      <dd className="text-slate-900">{timelineLabel(mine.timelineDays)}</dd>
      <dt className="text-slate-600">Files</dt>
      <dd className="text-slate-900">
        {mine.files.length === 0 ? "None" : mine.files.map((f) => f.name).join(", ")}
      </dd>
    </dl>
  );
}
