import { useLocation } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { SavedJobsList } from "../saved-jobs-list";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-saved-jobs";
import { routeLoader } from "~/lib/route-policy.server";

// The job ads a member saved for later (/account/saved-jobs): their own, never anyone else's.

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Saved jobs",
      description: "Job ads you saved for later.",
      path: "/account/saved-jobs",
    },
    matches,
  );
}

export const loader = routeLoader(
  { who: "member" },
  async ({ context }: Route.LoaderArgs, { viewer: user }) => {
    return { jobs: await context.repo.shortlists.jobs.of(user.id) };
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function AccountSavedJobs({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Saved jobs"
        description="Job ads you saved for later. Apply from the ad when you are ready."
      />
      <PageSection className="max-w-4xl">
        <SavedJobsList jobs={loaderData.jobs} search={location.search} />
      </PageSection>
    </>
  );
}
