import { Link } from "react-router";
import { MemberTable, RowTitle } from "~/components/shared/member-table";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { budgetLabel, FREELANCE_POST_STATUS_LABELS } from "../rules";
import { formatIsoDay } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-freelance";
import { routeLoader } from "~/lib/route-policy.server";

// The freelance work a member posted for their companies, with its state and proposals.

export const loader = routeLoader(
  { who: "member" },
  async ({ context }: Route.LoaderArgs, { viewer: member }) => {
    const [posts, companies] = await Promise.all([
      context.repo.freelance.mine(member.id),
      context.repo.hiring.companiesOf(member.id),
    ]);
    return {
      posts: posts.map(({ post, proposals }) => ({
        id: post.id,
        title: post.title,
        company: post.company,
        status: post.status,
        budget: budgetLabel(post.budgetType, post.budget),
        closesOn: post.closesOn,
        proposals,
      })),
      canPost: companies.length > 0,
    };
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "My freelance posts",
      description: "The freelance work you posted for your companies, and its proposals.",
      path: "/account/freelance",
    },
    matches,
  );
}

const COLUMNS = [
  "Post",
  "Budget",
  "Status",
  "Closes",
  { label: "Proposals", className: "text-right" },
];

export default function AccountFreelance({ loaderData }: Route.ComponentProps) {
  const { posts, canPost } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Freelance work"
        title="My freelance posts"
        description="The work you posted for your companies, with the proposals freelancers sent."
        action={
          canPost ? { to: "/account/freelance/new", label: "Post freelance work" } : undefined
        }
      />
      <PageSection className="max-w-5xl">
        <MemberTable
          columns={COLUMNS}
          rows={posts}
          empty={
            canPost ? (
              "You have not posted freelance work yet."
            ) : (
              <>
                Freelance work is posted by the owners of approved companies.{" "}
                <Link to="/vendors/register" className="text-brand-700 underline">
                  Register your company first
                </Link>
                .
              </>
            )
          }
          row={(p) => (
            <>
              <RowTitle to={`/account/freelance/${p.id}`} title={p.title} detail={p.company} />
              <td className="p-3">{p.budget}</td>
              <td className="p-3">{FREELANCE_POST_STATUS_LABELS[p.status]}</td>
              <td className="p-3">{formatIsoDay(p.closesOn)}</td>
              <td className="p-3 text-right">{p.proposals}</td>
            </>
          )}
        />
      </PageSection>
    </>
  );
}
